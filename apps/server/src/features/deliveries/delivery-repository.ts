// Deliveries (installation appointments) of one customer in one tenant.
import type { Kysely, Selectable } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { DeliveriesTable } from '../../platform/db/tables/fulfilment-tables.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface DeliveryRecord {
  id: number;
  installationId: number;
  orderId: number;
  statusId: number;
  offerTypeId: number;
  installationDate: string | null;
  documentSignedAt: string | null;
  remarks: string | null;
  sepaLoan: boolean;
  signatureDocumentId: number | null;
  updatedAt: string;
}

function toRecord(row: Selectable<DeliveriesTable>): DeliveryRecord {
  return {
    id: row.id,
    installationId: row.installation_id,
    orderId: row.order_id,
    statusId: row.status_id,
    offerTypeId: row.offer_type_id,
    installationDate: row.installation_date,
    documentSignedAt: row.document_signed_at,
    remarks: row.remarks,
    sepaLoan: toBoolean(row.sepa_loan),
    signatureDocumentId: row.signature_document_id,
    updatedAt: row.updated_at,
  };
}

function customerDeliveries(db: Kysely<Database>, scope: CustomerOwner) {
  return db
    .selectFrom('deliveries')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId);
}

export async function findDelivery(
  db: Kysely<Database>,
  scope: CustomerOwner,
  deliveryId: number,
): Promise<DeliveryRecord | undefined> {
  const row = await customerDeliveries(db, scope).where('id', '=', deliveryId).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/**
 * The offer the customer's order was made from (null when it has none or is not theirs): the
 * articles its delivery carries. Read here, not through the orders feature, which reads the
 * deliveries of its orders (features may not import each other both ways); scoped as
 * order-repository.ts scopes orders, by the order's and its installation's customer.
 */
export async function findOfferIdOfOrder(
  db: Kysely<Database>,
  scope: CustomerOwner,
  orderId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('installations', (join) =>
      join
        .onRef('installations.id', '=', 'orders.installation_id')
        .onRef('installations.tenant_id', '=', 'orders.tenant_id'),
    )
    .select('orders.offer_id')
    .where('orders.tenant_id', '=', scope.tenantId)
    .where('orders.customer_id', '=', scope.customerId)
    .where('installations.customer_id', '=', scope.customerId)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  return row?.offer_id ?? null;
}

/** The latest delivery of an order. */
export async function findOrderDelivery(
  db: Kysely<Database>,
  scope: CustomerOwner,
  orderId: number,
): Promise<DeliveryRecord | undefined> {
  const row = await customerDeliveries(db, scope)
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function recordDeliveryDocumentSigned(
  db: Kysely<Database>,
  scope: CustomerOwner,
  deliveryId: number,
  signed: { remarks: string; sepaLoan: boolean; signatureDocumentId: number; at: Date },
): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({
      document_signed_at: signed.at.toISOString(),
      remarks: signed.remarks === '' ? null : signed.remarks,
      sepa_loan: signed.sepaLoan,
      signature_document_id: signed.signatureDocumentId,
      updated_at: signed.at.toISOString(),
    })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', deliveryId)
    .execute();
}

const CONFIRMED = 'delivery.confirmed';

/**
 * When the customer confirmed the delivery. The confirmation is an audit entry (no column of its
 * own, so no migration): the first 'delivery.confirmed' entry of this customer for the delivery.
 */
export async function findDeliveryConfirmation(
  db: Kysely<Database>,
  scope: CustomerOwner,
  deliveryId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('created_at')
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('action', '=', CONFIRMED)
    .where('entity_type', '=', 'delivery')
    .where('entity_id', '=', deliveryId)
    .orderBy('id')
    .executeTakeFirst();
  return row ? row.created_at : null;
}

export async function recordDeliveryConfirmation(
  db: Kysely<Database>,
  scope: CustomerOwner,
  delivery: { id: number; installationDate: string | null },
  request: { ip: string; userAgent: string; at: Date },
): Promise<void> {
  await recordAudit(db, {
    owner: scope,
    action: CONFIRMED,
    entity: { type: 'delivery', id: delivery.id },
    details: {
      installationDate: delivery.installationDate,
      ip: request.ip,
      userAgent: request.userAgent,
    },
    at: request.at,
  });
}
