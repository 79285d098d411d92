// Orders of one customer in one tenant, with the installation facts the order page needs.
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface OrderRecord {
  id: number;
  installationId: number;
  offerId: number | null;
  offerTypeId: number;
  statusId: number;
  paymentStage: string;
  orderedAt: string;
  gridOperator: string | null;
  hasExternalPrepayment: boolean;
  handoverDone: boolean;
}

function ordersOf(db: Kysely<Database>, scope: CustomerOwner) {
  return db
    .selectFrom('orders')
    .innerJoin('installations', (join) =>
      join
        .onRef('installations.id', '=', 'orders.installation_id')
        .onRef('installations.tenant_id', '=', 'orders.tenant_id'),
    )
    .select([
      'orders.id',
      'orders.installation_id',
      'orders.offer_id',
      'orders.offer_type_id',
      'orders.status_id',
      'orders.payment_stage',
      'orders.ordered_at',
      'installations.grid_operator',
      'installations.has_external_prepayment',
      'installations.oplevering_done',
    ])
    .where('orders.tenant_id', '=', scope.tenantId)
    .where('orders.customer_id', '=', scope.customerId)
    .where('installations.customer_id', '=', scope.customerId);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersOf>['executeTakeFirstOrThrow']>>;

function toOrderRecord(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    installationId: row.installation_id,
    offerId: row.offer_id,
    offerTypeId: row.offer_type_id,
    statusId: row.status_id,
    paymentStage: row.payment_stage,
    orderedAt: row.ordered_at,
    gridOperator: row.grid_operator,
    hasExternalPrepayment: toBoolean(row.has_external_prepayment),
    handoverDone: toBoolean(row.oplevering_done),
  };
}

export async function findOrder(
  db: Kysely<Database>,
  scope: CustomerOwner,
  orderId: number,
): Promise<OrderRecord | undefined> {
  const row = await ordersOf(db, scope).where('orders.id', '=', orderId).executeTakeFirst();
  return row && toOrderRecord(row);
}

/** The customer's orders, oldest first. */
export async function listOrders(
  db: Kysely<Database>,
  scope: CustomerOwner,
): Promise<OrderRecord[]> {
  const rows = await ordersOf(db, scope).orderBy('orders.id').execute();
  return rows.map(toOrderRecord);
}

/** Total incl. VAT of the signed version of the order's offer (the latest signed one). */
export async function signedOfferTotal(
  db: Kysely<Database>,
  tenantId: number,
  offerId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('offer_versions')
    .select('total_incl_vat_cents')
    .where('tenant_id', '=', tenantId)
    .where('offer_id', '=', offerId)
    .where('signed_at', 'is not', null)
    .orderBy('version_number', 'desc')
    .executeTakeFirst();
  return row ? row.total_incl_vat_cents : null;
}

/** Marks the handover (oplevering) done; false when it already was (a concurrent sign). */
export async function markHandoverDone(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('installations')
    .set({ oplevering_done: true, updated_at: now.toISOString() })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', installationId)
    .where('oplevering_done', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
