// Repairs of one customer (spec §3, §7): with the repair status list's text and final flag, and
// the ids of the installation they concern.
import type { StatusLang } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface RepairRecord {
  id: number;
  installationId: number;
  deliveryId: number | null;
  invoiceId: number | null;
  offerId: number | null;
  orderId: number | null;
  statusId: number;
  statusText: string | null;
  final: boolean;
  description: string;
  reportedAt: string;
  plannedDate: string | null;
  resolvedAt: string | null;
  technicianReport: string | null;
}

function repairs(db: Kysely<Database>, owner: CustomerOwner, lang: StatusLang) {
  return db
    .selectFrom('repairs as r')
    .leftJoin('status_list_items as s', (join) =>
      join
        .onRef('s.tenant_id', '=', 'r.tenant_id')
        .onRef('s.status_id', '=', 'r.status_id')
        .on('s.kind', '=', 'repairs')
        .on('s.lang', '=', lang),
    )
    .select((eb) => [
      'r.id',
      'r.installation_id',
      'r.delivery_id',
      'r.invoice_id',
      'r.status_id',
      's.status_text',
      's.is_final',
      'r.description',
      'r.reported_at',
      'r.planned_date',
      'r.resolved_at',
      'r.technician_report',
      eb
        .selectFrom('offers as o')
        .select((inner) => inner.fn.max('o.id').as('id'))
        .whereRef('o.tenant_id', '=', 'r.tenant_id')
        .whereRef('o.installation_id', '=', 'r.installation_id')
        .as('offer_id'),
      eb
        .selectFrom('orders as d')
        .select((inner) => inner.fn.max('d.id').as('id'))
        .whereRef('d.tenant_id', '=', 'r.tenant_id')
        .whereRef('d.installation_id', '=', 'r.installation_id')
        .as('order_id'),
    ])
    .where('r.tenant_id', '=', owner.tenantId)
    .where('r.customer_id', '=', owner.customerId);
}

type RepairRow = Awaited<ReturnType<ReturnType<typeof repairs>['executeTakeFirstOrThrow']>>;

function toRecord(row: RepairRow): RepairRecord {
  return {
    id: row.id,
    installationId: row.installation_id,
    deliveryId: row.delivery_id,
    invoiceId: row.invoice_id,
    offerId: row.offer_id === null ? null : Number(row.offer_id),
    orderId: row.order_id === null ? null : Number(row.order_id),
    statusId: row.status_id,
    statusText: row.status_text,
    final: row.is_final !== null && toBoolean(row.is_final),
    description: row.description,
    reportedAt: row.reported_at,
    plannedDate: row.planned_date,
    resolvedAt: row.resolved_at,
    technicianReport: row.technician_report,
  };
}

/** The customer's repairs (of one installation, when named), newest first. */
export async function listRepairs(
  db: Kysely<Database>,
  owner: CustomerOwner,
  lang: StatusLang,
  installationId?: number,
): Promise<RepairRecord[]> {
  let query = repairs(db, owner, lang);
  if (installationId !== undefined) query = query.where('r.installation_id', '=', installationId);
  const rows = await query.orderBy('r.reported_at', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map(toRecord);
}

export async function findRepair(
  db: Kysely<Database>,
  owner: CustomerOwner,
  lang: StatusLang,
  repairId: number,
): Promise<RepairRecord | undefined> {
  const row = await repairs(db, owner, lang).where('r.id', '=', repairId).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The installation of the customer's delivery (and invoice, when named: it must be of the same
 * installation); undefined when either is not the customer's. */
export async function findInstallationOfDelivery(
  db: Kysely<Database>,
  owner: CustomerOwner,
  deliveryId: number,
  invoiceId?: number,
): Promise<number | undefined> {
  const delivery = await db
    .selectFrom('deliveries')
    .select('installation_id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  if (!delivery) return undefined;
  if (invoiceId === undefined) return delivery.installation_id;
  const invoice = await db
    .selectFrom('invoices')
    .select('installation_id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return invoice?.installation_id === delivery.installation_id
    ? delivery.installation_id
    : undefined;
}
