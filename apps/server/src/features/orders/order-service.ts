// GET orders/{id}: the order with its payment stages, and signing its delivery document (the use
// case sign-order.ts), once per Idempotency-Key like an offer. An
// order that is not the customer's (or not this tenant's) is NOT_FOUND, exactly like one that
// does not exist.
import type { Order, SignDeliveryDocumentResult } from '@portal/contract/orders';
import { OrderStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findOrderDelivery } from '../deliveries/index.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { listOrderInvoices } from '../invoices/index.ts';
import { signedOfferTotal } from './order-repository.ts';
import { ownedOrder } from './owned-order.ts';
import { derivePaymentStages } from './payment-stages.ts';
import { type SignRequest, signOrder } from './sign-order.ts';

export interface OrderService {
  get(scope: RequestScope, orderId: number): Promise<Order>;
  /** Signs once; with an idempotency key, a repeat of the same request answers the same. */
  signDeliveryDocument(
    scope: RequestScope,
    orderId: number,
    request: SignRequest,
    idempotencyKey: string | undefined,
  ): Promise<SignDeliveryDocumentResult>;
}

async function getOrder(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
): Promise<Order> {
  const order = await ownedOrder(db, scope, orderId);
  const [invoices, delivery, total] = await Promise.all([
    listOrderInvoices(db, customerOwner(scope), order.id),
    findOrderDelivery(db, customerOwner(scope), order.id),
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

export function createOrderService(deps: DocumentDeps & Pick<ServiceDeps, 'clock'>): OrderService {
  return {
    get: (scope, orderId) => getOrder(deps.db, scope, orderId),
    signDeliveryDocument: (scope, orderId, request, idempotencyKey) =>
      signOrder(deps, scope, orderId, request, idempotencyKey),
  };
}
