// The raw rows behind a customer's installation facts: one query per entity kind, each scoped by
// tenant and customer, selecting only what the facts need.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type CustomerRows = Awaited<ReturnType<typeof readCustomerRows>>;

export async function readCustomerRows(db: Kysely<Database>, tenantId: number, customerId: number) {
  const own = { tenantId, customerId };
  const installations = await db
    .selectFrom('installations')
    .select([
      'id',
      'customer_id',
      'grid_operator',
      'has_external_prepayment',
      'oplevering_done',
      'surveyed',
      'qr_filled_in',
      'keuring_certificate',
      'has_wiring_diagram',
      'wiring_diagram_keuring',
    ])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const offers = await db
    .selectFrom('offers')
    .select(['id', 'installation_id', 'offer_type_id', 'status_id'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .execute();
  const versions = await db
    .selectFrom('offer_versions as v')
    .innerJoin('offers as o', (join) =>
      join.onRef('o.id', '=', 'v.offer_id').onRef('o.tenant_id', '=', 'v.tenant_id'),
    )
    .select(['v.id', 'v.offer_id', 'v.version_number'])
    .where('o.tenant_id', '=', own.tenantId)
    .where('o.customer_id', '=', own.customerId)
    .orderBy('v.offer_id')
    .orderBy('v.version_number')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'installation_id', 'status_id'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'installation_id', 'invoice_type_id', 'is_prepayment', 'payment_state'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .execute();
  const deliveries = await db
    .selectFrom('deliveries')
    .select(['id', 'installation_id', 'status_id', 'installation_date'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .execute();
  const inspections = await db
    .selectFrom('inspections')
    .select(['id', 'installation_id', 'order_id', 'invoice_id', 'keurder_job_id', 'approved'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .execute();
  const gridOperatorRequests = await db
    .selectFrom('grid_operator_requests')
    .select(['id', 'installation_id', 'status'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId)
    .execute();
  return {
    installations,
    offers,
    versions,
    orders,
    invoices,
    deliveries,
    inspections,
    gridOperatorRequests,
  };
}
