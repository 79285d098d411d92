// A device's energy history (table monitoring_energy, migrations 0006 and 0015): quarter-hour rows
// (period_minutes = 15) for the retention period and Brussels day rows (longer periods) for good
// (decision 049). Reads return rows in time order, as the history's pure functions take them.

import type { EnergyRow } from '@portal/domain/energy/energy-row';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { MonitoringEnergyTable } from '../../platform/db/tables/engagement-tables.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface OwnedDevice {
  /** The row id, which monitoring_energy and balancing_earnings refer to. */
  id: number;
  tenantId: number;
  customerId: number;
  deviceId: string;
  integration: string;
}

/** The customer's device with this device id, or undefined (another customer's included). */
export async function findOwnedDevice(
  db: Kysely<Database>,
  owner: CustomerOwner,
  deviceId: string,
): Promise<OwnedDevice | undefined> {
  const row = await db
    .selectFrom('monitoring_devices')
    .select(['id', 'tenant_id', 'customer_id', 'device_id', 'monitoring_integration'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      tenantId: row.tenant_id,
      customerId: row.customer_id,
      deviceId: row.device_id,
      integration: row.monitoring_integration,
    }
  );
}

/** The tenant's device with this device id, whoever owns it: for the live stream's jobs. */
export async function findTenantDevice(
  db: Kysely<Database>,
  tenantId: number,
  deviceId: string,
): Promise<OwnedDevice | undefined> {
  const row = await db
    .selectFrom('monitoring_devices')
    .select(['id', 'tenant_id', 'customer_id', 'device_id', 'monitoring_integration'])
    .where('tenant_id', '=', tenantId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      tenantId: row.tenant_id,
      customerId: row.customer_id,
      deviceId: row.device_id,
      integration: row.monitoring_integration,
    }
  );
}

/** The highest quarter-hour import (W) of the rows starting in [from, to), or null for none. */
export async function highestPeakImport(
  db: Kysely<Database>,
  device: DeviceRef,
  from: number,
  to: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('monitoring_energy')
    .select((eb) => eb.fn.max('peak_import_w').as('peak'))
    .where('tenant_id', '=', device.tenantId)
    .where('monitoring_device_id', '=', device.deviceRowId)
    .where('period_start', '>=', iso(from))
    .where('period_start', '<', iso(to))
    .executeTakeFirst();
  return row?.peak == null ? null : Number(row.peak);
}

/** Every device of every tenant, for the jobs (retention). */
export async function listAllDevices(
  db: Kysely<Database>,
): Promise<{ id: number; tenantId: number }[]> {
  const rows = await db
    .selectFrom('monitoring_devices')
    .select(['id', 'tenant_id'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, tenantId: row.tenant_id }));
}

export interface DeviceRef {
  tenantId: number;
  /** monitoring_devices.id */
  deviceRowId: number;
}

export type RowKind = 'quarterHours' | 'days';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

function toRow(row: Selectable<MonitoringEnergyTable>): EnergyRow {
  return {
    start: Date.parse(row.period_start),
    minutes: row.period_minutes,
    homeKwh: row.home_kwh,
    solarKwh: row.solar_kwh,
    gridConsumeKwh: row.grid_consume_kwh,
    gridInjectKwh: row.grid_inject_kwh,
    batteryChargeKwh: row.battery_charge_kwh,
    batteryDischargeKwh: row.battery_discharge_kwh,
    evKwh: row.ev_kwh,
    batteryChargeState: row.battery_charge_state_percent,
    priceConsumption: row.price_consumption_eur_per_kwh,
    priceInjection: row.price_injection_eur_per_kwh,
    peakImportW: row.peak_import_w,
    peakAt: row.peak_at === null ? null : Date.parse(row.peak_at),
    peakLoadW: row.peak_load_w,
  };
}

/** Rows of one kind starting in [from, to), in time order. */
export async function readEnergyRows(
  db: Kysely<Database>,
  device: DeviceRef,
  kind: RowKind,
  from: number,
  to: number,
): Promise<EnergyRow[]> {
  const rows = await db
    .selectFrom('monitoring_energy')
    .selectAll()
    .where('tenant_id', '=', device.tenantId)
    .where('monitoring_device_id', '=', device.deviceRowId)
    .where('period_minutes', kind === 'quarterHours' ? '=' : '>', 15)
    .where('period_start', '>=', iso(from))
    .where('period_start', '<', iso(to))
    .orderBy('period_start')
    .execute();
  return rows.map(toRow);
}

/** The end (epoch ms) of the device's last day row, or undefined when it has none. */
export async function lastDayEnd(
  db: Kysely<Database>,
  device: DeviceRef,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('monitoring_energy')
    .select(['period_start', 'period_minutes'])
    .where('tenant_id', '=', device.tenantId)
    .where('monitoring_device_id', '=', device.deviceRowId)
    .where('period_minutes', '>', 15)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && Date.parse(row.period_start) + row.period_minutes * 60_000;
}

// 18 values a row: 400 rows stay far below either dialect's limit on bound parameters.
const CHUNK = 400;

/** Inserts rows; a row already kept for the same period is left as it is. */
export async function insertEnergyRows(
  db: Kysely<Database>,
  device: DeviceRef,
  rows: readonly EnergyRow[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += CHUNK) {
    const values = rows.slice(index, index + CHUNK).map((row) => ({
      tenant_id: device.tenantId,
      monitoring_device_id: device.deviceRowId,
      period_start: iso(row.start),
      period_minutes: row.minutes,
      home_kwh: row.homeKwh,
      solar_kwh: row.solarKwh,
      grid_consume_kwh: row.gridConsumeKwh,
      grid_inject_kwh: row.gridInjectKwh,
      battery_charge_kwh: row.batteryChargeKwh,
      battery_discharge_kwh: row.batteryDischargeKwh,
      ev_kwh: row.evKwh,
      battery_charge_state_percent: row.batteryChargeState,
      price_consumption_eur_per_kwh: row.priceConsumption,
      price_injection_eur_per_kwh: row.priceInjection,
      peak_import_w: row.peakImportW,
      peak_at: row.peakAt === null ? null : iso(row.peakAt),
      peak_load_w: row.peakLoadW,
    }));
    await db
      .insertInto('monitoring_energy')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['monitoring_device_id', 'period_minutes', 'period_start']).doNothing(),
      )
      .execute();
  }
}

/** Deletes the device's quarter-hour rows starting before `before`; how many. */
export async function deleteQuarterHoursBefore(
  db: Kysely<Database>,
  device: DeviceRef,
  before: number,
): Promise<number> {
  const result = await db
    .deleteFrom('monitoring_energy')
    .where('tenant_id', '=', device.tenantId)
    .where('monitoring_device_id', '=', device.deviceRowId)
    .where('period_minutes', '=', 15)
    .where('period_start', '<', iso(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
