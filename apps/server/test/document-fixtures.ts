// The demo documents of a customer, found by what they are rather than by id: orders with their
// installation site, invoices and deliveries, for the API tests.
import type { Kysely } from 'kysely';
import { findInstallationSite } from '../src/features/documents/document-repository.ts';
import { listOrders } from '../src/features/orders/order-repository.ts';
import type { Database } from '../src/platform/db/schema.ts';
import type { CustomerScope } from './demo-database.ts';

/** The customer's orders as the order repository reads them, with their installation's site. */
export async function ordersOf(db: Kysely<Database>, scope: CustomerScope) {
  const orders = await listOrders(db, scope);
  return Promise.all(
    orders.map(async (order) => {
      const site = await findInstallationSite(db, scope, order.installationId);
      if (!site) throw new Error(`demo data: order ${order.id} has no installation`);
      return { ...order, site };
    }),
  );
}

export function invoicesOf(db: Kysely<Database>, scope: CustomerScope) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .orderBy('id')
    .execute();
}

export function deliveriesOf(db: Kysely<Database>, scope: CustomerScope) {
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
