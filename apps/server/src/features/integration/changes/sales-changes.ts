// Offers and orders: a new offer version for the customer to sign (the open versions are
// superseded), and an order to sign. Applied by sync/sales-sync.ts in its transaction, beside the
// external ids and PDFs it writes.
import type { OrderPaymentStage } from '@portal/domain/constants';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import {
  findOfferForUpdate,
  insertOfferVersion,
  insertOrder,
  type OfferLine,
} from '../repositories/sales-writes.ts';
import { type Change, notFound } from './customer-change.ts';

export interface NewOfferVersion {
  offerId: number;
  validUntil: string | null;
  lines: readonly OfferLine[];
}

export interface NewOrder {
  offerId: number;
  offerTypeId: number;
  paymentStage: OrderPaymentStage;
}

export function publishOfferVersionChange(
  owner: CustomerOwner,
  version: NewOfferVersion,
  at: Date,
): Change<{ versionNumber: number }> {
  return async (trx) => {
    const offer = await findOfferForUpdate(trx, owner, version.offerId);
    if (!offer) throw notFound('Offer');
    const versionNumber = await insertOfferVersion(trx, owner, offer, { ...version, at });
    return {
      result: { versionNumber },
      tell: {
        key: 'offerAvailable',
        action: 'offer',
        params: { offerId: offer.id, versionNumber },
      },
    };
  };
}

export function placeOrderChange(
  owner: CustomerOwner,
  order: NewOrder,
  at: Date,
): Change<{ orderId: number }> {
  return async (trx) => {
    const offer = await findOfferForUpdate(trx, owner, order.offerId);
    if (!offer) throw notFound('Offer');
    const orderId = await insertOrder(trx, owner, offer.installationId, { ...order, at });
    return {
      result: { orderId },
      tell: { key: 'orderToSign', action: 'order', params: { orderId } },
    };
  };
}
