// The customer's monitoring devices (table monitoring_devices): what GET monitoring/getDevices
// lists, and the one look-up every broadcast and socket makes before touching a device's stream.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface MonitoringDeviceRecord {
  id: number;
  deviceId: string;
  name: string;
  monitoringIntegration: string;
}

function devicesOf(db: Kysely<Database>, owner: CustomerOwner) {
  return db
    .selectFrom('monitoring_devices')
    .select([
      'id',
      'device_id as deviceId',
      'name',
      'monitoring_integration as monitoringIntegration',
    ])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId);
}

export async function listMonitoringDevices(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<MonitoringDeviceRecord[]> {
  return devicesOf(db, owner).orderBy('id').execute();
}

/** The customer's device with that id, or undefined (another customer's is as unknown as none). */
export async function findMonitoringDevice(
  db: Kysely<Database>,
  owner: CustomerOwner,
  deviceId: string,
): Promise<MonitoringDeviceRecord | undefined> {
  return devicesOf(db, owner).where('device_id', '=', deviceId).executeTakeFirst();
}

/** The device's installation bounds (decision 069); unknown ones, and an unknown device, null. */
export async function findDeviceBounds(
  db: Kysely<Database>,
  tenantId: number,
  deviceId: string,
): Promise<{ solarPeakW: number | null; gridConnectionW: number | null }> {
  const row = await db
    .selectFrom('monitoring_devices')
    .select(['solar_peak_w', 'grid_connection_w'])
    .where('tenant_id', '=', tenantId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  const watts = (value: number | null | undefined) => (value == null ? null : Number(value));
  return { solarPeakW: watts(row?.solar_peak_w), gridConnectionW: watts(row?.grid_connection_w) };
}
