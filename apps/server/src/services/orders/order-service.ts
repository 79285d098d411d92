// GET orders/{id}: the order with its payment stages. An order that is not the customer's (or not
// this tenant's) is NOT_FOUND, exactly like one that does not exist.
import { ErrorCode } from '@portal/contract/error-code';
import type { Order } from '@portal/contract/orders';
import { OrderStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOrderDelivery } from '../../repositories/delivery-repository.ts';
import { listOrderInvoices } from '../../repositories/invoice-repository.ts';
import {
  findOrder,
  type OrderRecord,
  signedOfferTotal,
} from '../../repositories/order-repository.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import { derivePaymentStages } from './payment-stages.ts';

export function dataScope(scope: RequestScope): { tenantId: number; customerId: number } {
  return { tenantId: scope.tenant.id, customerId: scope.customerId };
}

export async function ownedOrder(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
): Promise<OrderRecord> {
  const order = await findOrder(db, dataScope(scope), orderId);
  if (!order) throw new AppError(ErrorCode.NotFound, 'Order not found.');
  return order;
}

export async function getOrder(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
): Promise<Order> {
  const order = await ownedOrder(db, scope, orderId);
  const [invoices, delivery, total] = await Promise.all([
    listOrderInvoices(db, dataScope(scope), order.id),
    findOrderDelivery(db, dataScope(scope), order.id),
    order.offerId === null ? null : signedOfferTotal(db, scope.tenant.id, order.offerId),
  ]);
  return {
    orderId: order.id,
    offerId: order.offerId,
    offerTypeId: order.offerTypeId,
    netOperator: order.gridOperator,
    orderStatusId: order.statusId,
    orderedAt: order.orderedAt,
    totalInclVatCents: total,
    paymentStages: derivePaymentStages(invoices, {
      currentStage: order.paymentStage,
      totalInclVatCents: total,
    }),
    documentsAvailable: order.statusId > OrderStatusId.New,
    deliveryId: delivery?.id ?? null,
    hasExternalPrepayment: order.hasExternalPrepayment,
    handoverDone: order.handoverDone,
    canSignDeliveryDocument:
      order.hasExternalPrepayment && !order.handoverDone && delivery !== undefined,
  };
}
