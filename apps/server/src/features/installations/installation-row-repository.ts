// The raw rows behind a customer's installation facts: one query per entity kind, each scoped by
// tenant and customer, selecting only what the facts need. Every GET installations/ runs all
// eight, so each is built and compiled once (platform/db/compiled-once.ts).
import type { Kysely } from 'kysely';
import { compiledOnce, type Slots } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/schema.ts';

export type CustomerRows = Awaited<ReturnType<typeof readCustomerRows>>;

type Owner = Slots<{ tenantId: number; customerId: number }>;

const installations = compiledOnce((db, own: Owner) =>
  db
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
    .orderBy('id'),
);

const offers = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('offers')
    .select(['id', 'installation_id', 'offer_type_id', 'status_id'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId),
);

// Driven from the customer's offers: the versions whose offer is one of theirs, found by the
// (offer_id, version_number) key, already in the order asked. Written as a join, SQLite chose to
// read every version of the tenant and sort them.
const versions = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('offer_versions as v')
    .select(['v.id', 'v.offer_id', 'v.version_number'])
    .where('v.tenant_id', '=', own.tenantId)
    .where('v.offer_id', 'in', (offers) =>
      offers
        .selectFrom('offers as o')
        .select('o.id')
        .where('o.tenant_id', '=', own.tenantId)
        .where('o.customer_id', '=', own.customerId),
    )
    .orderBy('v.offer_id')
    .orderBy('v.version_number'),
);

const orders = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('orders')
    .select(['id', 'installation_id', 'status_id'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId),
);

const invoices = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('invoices')
    .select(['id', 'installation_id', 'invoice_type_id', 'is_prepayment', 'payment_state'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId),
);

const deliveries = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('deliveries')
    .select(['id', 'installation_id', 'status_id', 'installation_date'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId),
);

const inspections = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('inspections')
    .select(['id', 'installation_id', 'order_id', 'invoice_id', 'keurder_job_id', 'approved'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId),
);

const gridOperatorRequests = compiledOnce((db, own: Owner) =>
  db
    .selectFrom('grid_operator_requests')
    .select(['id', 'installation_id', 'status'])
    .where('tenant_id', '=', own.tenantId)
    .where('customer_id', '=', own.customerId),
);

export async function readCustomerRows(db: Kysely<Database>, tenantId: number, customerId: number) {
  const own = { tenantId, customerId };
  return {
    installations: await installations(db, own),
    offers: await offers(db, own),
    versions: await versions(db, own),
    orders: await orders(db, own),
    invoices: await invoices(db, own),
    deliveries: await deliveries(db, own),
    inspections: await inspections(db, own),
    gridOperatorRequests: await gridOperatorRequests(db, own),
  };
}
