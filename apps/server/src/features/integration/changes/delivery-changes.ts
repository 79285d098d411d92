// Deliveries and invoices: an invoice issued (a prepayment invoice says so), a delivery planned,
// or moved when it had another moment already (the same moment again tells nothing). Applied by
// sync/billing-sync.ts and sync/delivery-sync.ts in their transactions.

import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import {
  findDeliveryDate,
  findOrderInstallation,
  insertInvoice,
  type NewInvoice,
  setDeliveryDate,
} from '../repositories/fulfilment-writes.ts';
import { type Change, notFound } from './customer-change.ts';

export interface DeliveryPlan {
  deliveryId: number;
  /** An ISO instant. */
  installationDate: string;
}

export function issueInvoiceChange(
  owner: CustomerOwner,
  invoice: Omit<NewInvoice, 'at'>,
  at: Date,
): Change<{ invoiceId: number }> {
  return async (trx) => {
    const installationId = await findOrderInstallation(trx, owner, invoice.orderId);
    if (installationId === undefined) throw notFound('Order');
    const invoiceId = await insertInvoice(trx, owner, installationId, { ...invoice, at });
    return {
      result: { invoiceId },
      tell: {
        key: invoice.isPrepayment ? 'prepaymentInvoiceAvailable' : 'invoiceAvailable',
        action: 'invoice',
        params: { invoiceId },
      },
    };
  };
}

export function planDeliveryChange(
  owner: CustomerOwner,
  plan: DeliveryPlan,
  at: Date,
): Change<{ moved: boolean }> {
  return async (trx) => {
    const before = await findDeliveryDate(trx, owner, plan.deliveryId);
    if (!before) throw notFound('Delivery');
    const date = new Date(plan.installationDate).toISOString();
    const previous = before.installationDate;
    const moved = previous !== null;
    if (previous !== null && new Date(previous).getTime() === new Date(date).getTime()) {
      return { result: { moved: false } };
    }
    await setDeliveryDate(trx, owner, plan.deliveryId, date, at);
    return {
      result: { moved },
      tell: {
        key: moved ? 'deliveryMoved' : 'deliveryPlanned',
        action: 'delivery',
        params: { deliveryId: plan.deliveryId, date },
      },
    };
  };
}
