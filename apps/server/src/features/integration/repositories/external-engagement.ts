// Notifications and monitoring devices by the back office's own ids (migration 0017). Scoped by
// tenant (and by customer where it writes).
import type { NotificationRecordParam } from '@portal/contract/notification-routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface ExternalNotification {
  id: number;
  customerId: number;
  customerExternalId: string;
  key: string;
  action: string | null;
  params: string;
  createdAt: string;
  seenAt: string | null;
}

export async function findExternalNotification(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalNotification | undefined> {
  const row = await db
    .selectFrom('notifications')
    .innerJoin('customers', (join) =>
      join
        .onRef('customers.tenant_id', '=', 'notifications.tenant_id')
        .onRef('customers.id', '=', 'notifications.customer_id'),
    )
    .select([
      'notifications.id',
      'notifications.customer_id',
      'customers.external_id as customer_external_id',
      'notifications.notification_key',
      'notifications.action_route',
      'notifications.params',
      'notifications.created_at',
      'notifications.seen_at',
    ])
    .where('notifications.tenant_id', '=', tenantId)
    .where('notifications.external_id', '=', externalId)
    .executeTakeFirst();
  if (!row || row.customer_external_id === null) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    customerExternalId: row.customer_external_id,
    key: row.notification_key,
    action: row.action_route,
    params: row.params,
    createdAt: row.created_at,
    seenAt: row.seen_at,
  };
}

export async function setNotificationExternalId(
  db: Kysely<Database>,
  owner: CustomerOwner,
  notificationId: number,
  externalId: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ external_id: externalId })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', notificationId)
    .execute();
}

export async function deleteNotification(
  db: Kysely<Database>,
  tenantId: number,
  notificationId: number,
): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', notificationId)
    .execute();
}

export interface ExternalDevice {
  id: number;
  customerId: number;
  installationId: number | null;
  deviceId: string;
  name: string;
  monitoringIntegration: string;
  solarPeakW: number | null;
  gridConnectionW: number | null;
}

function deviceOf(row: {
  id: number;
  customer_id: number;
  installation_id: number | null;
  device_id: string;
  name: string;
  monitoring_integration: string;
  solar_peak_w: number | null;
  grid_connection_w: number | null;
}): ExternalDevice {
  return {
    id: row.id,
    customerId: row.customer_id,
    installationId: row.installation_id,
    deviceId: row.device_id,
    name: row.name,
    monitoringIntegration: row.monitoring_integration,
    solarPeakW: row.solar_peak_w === null ? null : Number(row.solar_peak_w),
    gridConnectionW: row.grid_connection_w === null ? null : Number(row.grid_connection_w),
  };
}

const deviceColumns = [
  'id',
  'customer_id',
  'installation_id',
  'device_id',
  'name',
  'monitoring_integration',
  'solar_peak_w',
  'grid_connection_w',
  'external_id',
] as const;

export async function findExternalDevice(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalDevice | undefined> {
  const row = await db
    .selectFrom('monitoring_devices')
    .select(deviceColumns)
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row && deviceOf(row);
}

/** The tenant's device of that integration id, whoever's it is, with its back-office id. */
export async function findDeviceByDeviceId(
  db: Kysely<Database>,
  tenantId: number,
  deviceId: string,
): Promise<(ExternalDevice & { externalId: string | null }) | undefined> {
  const row = await db
    .selectFrom('monitoring_devices')
    .select(deviceColumns)
    .where('tenant_id', '=', tenantId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row && { ...deviceOf(row), externalId: row.external_id };
}

export async function insertExternalDevice(
  db: Kysely<Database>,
  owner: CustomerOwner,
  device: Omit<ExternalDevice, 'id' | 'customerId'> & { externalId: string },
  at: Date,
): Promise<void> {
  await db
    .insertInto('monitoring_devices')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      external_id: device.externalId,
      installation_id: device.installationId,
      device_id: device.deviceId,
      name: device.name,
      monitoring_integration: device.monitoringIntegration,
      solar_peak_w: device.solarPeakW,
      grid_connection_w: device.gridConnectionW,
      created_at: at.toISOString(),
    })
    .execute();
}

/** Rewrites the customer's device and claims it for the external id. */
export async function updateExternalDevice(
  db: Kysely<Database>,
  owner: CustomerOwner,
  id: number,
  device: Omit<ExternalDevice, 'id' | 'customerId'> & { externalId: string },
): Promise<void> {
  await db
    .updateTable('monitoring_devices')
    .set({
      external_id: device.externalId,
      installation_id: device.installationId,
      device_id: device.deviceId,
      name: device.name,
      monitoring_integration: device.monitoringIntegration,
      solar_peak_w: device.solarPeakW,
      grid_connection_w: device.gridConnectionW,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', id)
    .execute();
}

export async function deleteDevice(db: Kysely<Database>, tenantId: number, id: number) {
  await db
    .deleteFrom('monitoring_devices')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** The back-office id of a customer (by the portal's id), if the back office gave one. */
export async function findCustomerExternalId(
  db: Kysely<Database>,
  tenantId: number,
  customerId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('customers')
    .select('external_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.external_id ?? null;
}

/** Sets one value of the tenant's portal config (`config.{key}`), read and written in the
 * caller's transaction; the rest of the config is kept as it is. */
export async function setPortalConfigValue(
  db: Kysely<Database>,
  tenantId: number,
  key: string,
  value: string,
  at: Date,
): Promise<void> {
  const row = await db
    .selectFrom('tenants')
    .select('portal_config')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const portalConfig = JSON.parse(row.portal_config) as { config?: Record<string, unknown> };
  const next = { ...portalConfig, config: { ...portalConfig.config, [key]: value } };
  await db
    .updateTable('tenants')
    .set({ portal_config: JSON.stringify(next), updated_at: at.toISOString() })
    .where('id', '=', tenantId)
    .execute();
}

/** One value of the tenant's portal config, as stored. */
export async function findPortalConfigValue(
  db: Kysely<Database>,
  tenantId: number,
  key: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('tenants')
    .select('portal_config')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const portalConfig = JSON.parse(row.portal_config) as { config?: Record<string, unknown> };
  return portalConfig.config?.[key];
}

/** The table of each notification param that names a record by its portal id. */
const recordTables = {
  offerId: 'offers',
  orderId: 'orders',
  invoiceId: 'invoices',
  deliveryId: 'deliveries',
  issueId: 'tickets',
  repairId: 'repairs',
} as const;

/**
 * Whether the record a notification's param names is the customer's (in their tenant): for
 * installationId, whether the customer has an installation at that place of their list (the
 * portal's installation pages count from 0, oldest first); else, whether the row is theirs.
 */
export async function isCustomersRecord(
  db: Kysely<Database>,
  owner: CustomerOwner,
  param: NotificationRecordParam,
  id: number,
): Promise<boolean> {
  if (param === 'installationId') {
    const row = await db
      .selectFrom('installations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', owner.tenantId)
      .where('customer_id', '=', owner.customerId)
      .executeTakeFirstOrThrow();
    return id < Number(row.n);
  }
  const row = await db
    .selectFrom(recordTables[param])
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
