// Offers and orders: a new offer version for the customer to sign (the open versions are
// superseded), and an order to sign. Each change is also exported on its own, so that a caller
// that writes more in the same transaction (the integration API's external ids, PDFs) composes it.
import type { OrderPaymentStage } from '@portal/domain/constants';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import {
  findOfferForUpdate,
  insertOfferVersion,
  insertOrder,
  type OfferLine,
} from '../repositories/sales-writes.ts';
import { type Change, type ChangeRunner, notFound } from './change-runner.ts';

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

export interface SalesChanges {
  /** A new version of the offer; its number. */
  publishOfferVersion(
    owner: CustomerOwner,
    version: NewOfferVersion,
  ): Promise<{ versionNumber: number }>;
  /** An order on the offer's installation, to be signed; its id. */
  placeOrder(owner: CustomerOwner, order: NewOrder): Promise<{ orderId: number }>;
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

export function salesChanges(runner: ChangeRunner, now: () => Date): SalesChanges {
  return {
    publishOfferVersion: (owner, version) =>
      runner.run(owner, publishOfferVersionChange(owner, version, now())),
    placeOrder: (owner, order) => runner.run(owner, placeOrderChange(owner, order, now())),
  };
}
