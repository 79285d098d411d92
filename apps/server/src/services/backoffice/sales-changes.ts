// Offers and orders: a new offer version for the customer to sign (the open versions are
// superseded), and an order to sign.
import type { OrderPaymentStage } from '@portal/domain/constants';
import {
  findOfferForUpdate,
  insertOfferVersion,
  insertOrder,
  type OfferLine,
} from '../../repositories/backoffice/sales-writes.ts';
import type { CustomerOwner } from '../../scope/request-scope.ts';
import { type ChangeRunner, notFound } from './change-runner.ts';

export interface SalesChanges {
  /** A new version of the offer; its number. */
  publishOfferVersion(
    owner: CustomerOwner,
    version: { offerId: number; validUntil: string | null; lines: readonly OfferLine[] },
  ): Promise<{ versionNumber: number }>;
  /** An order on the offer's installation, to be signed; its id. */
  placeOrder(
    owner: CustomerOwner,
    order: { offerId: number; offerTypeId: number; paymentStage: OrderPaymentStage },
  ): Promise<{ orderId: number }>;
}

export function salesChanges(runner: ChangeRunner, now: () => Date): SalesChanges {
  return {
    publishOfferVersion: (owner, version) =>
      runner.run(owner, async (trx) => {
        const offer = await findOfferForUpdate(trx, owner, version.offerId);
        if (!offer) throw notFound('Offer');
        const versionNumber = await insertOfferVersion(trx, owner, offer, {
          ...version,
          at: now(),
        });
        return {
          result: { versionNumber },
          tell: {
            key: 'offerAvailable',
            action: 'offer',
            params: { offerId: offer.id, versionNumber },
          },
        };
      }),
    placeOrder: (owner, order) =>
      runner.run(owner, async (trx) => {
        const offer = await findOfferForUpdate(trx, owner, order.offerId);
        if (!offer) throw notFound('Offer');
        const orderId = await insertOrder(trx, owner, offer.installationId, {
          ...order,
          at: now(),
        });
        return {
          result: { orderId },
          tell: { key: 'orderToSign', action: 'order', params: { orderId } },
        };
      }),
  };
}
