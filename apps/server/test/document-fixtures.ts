// The demo documents of a customer, found by what they are rather than by id: orders with their
// installation facts, invoices and deliveries, for the document download tests.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

export interface Scope {
  tenantId: number;
  customerId: number;
}

export function ordersOf(db: Kysely<Database>, scope: Scope) {
  return db
    .selectFrom('orders')
    .innerJoin('installations', (join) =>
      join
        .onRef('installations.id', '=', 'orders.installation_id')
        .onRef('installations.tenant_id', '=', 'orders.tenant_id'),
    )
    .select([
      'orders.id',
      'orders.offer_type_id',
      'orders.offer_id',
      'installations.street_and_number',
      'installations.has_external_prepayment',
      'installations.oplevering_done',
      'installations.has_wiring_diagram',
      'installations.wiring_diagram_keuring',
      'installations.grid_operator',
    ])
    .where('orders.tenant_id', '=', scope.tenantId)
    .where('orders.customer_id', '=', scope.customerId)
    .orderBy('orders.id')
    .execute();
}

export function invoicesOf(db: Kysely<Database>, scope: Scope) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .orderBy('id')
    .execute();
}

export function deliveriesOf(db: Kysely<Database>, scope: Scope) {
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .orderBy('id')
    .execute();
}

/** The first row matching, or a clear failure naming what the demo data should have had. */
export function pick<T>(rows: T[], what: string, test: (row: T) => boolean = () => true): T {
  const row = rows.find(test);
  if (row === undefined) throw new Error(`demo data: ${what}`);
  return row;
}
