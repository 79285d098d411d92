// The three payment stages of an order (spec §9: prepayment, after delivery, final invoice),
// derived from its invoices. The spec gives no rule; ours, pinned by tests:
// - prepayment: the prepayment invoices, net of prepayment credit notes;
// - afterDelivery: what remains to pay once installed (signed total minus the prepayment),
//   invoiced by the final invoice, so it takes the final invoice's state;
// - finalInvoice: the final invoices, net of credit notes.
// A stage is paid when every (non-credit) invoice of it is paid, open when one is not, and
// notInvoiced without invoices. `current` is the order's own payment stage.
import type { PaymentStage } from '@portal/contract/orders';
import { ORDER_PAYMENT_STAGES, type OrderPaymentStage } from '@portal/domain/constants';
import { CREDIT_NOTE_JOURNAL_TYPES } from '@portal/domain/invoice-title';
import type { InvoiceRecord } from '../invoices/index.ts';

function isCreditNote(invoice: InvoiceRecord): boolean {
  return CREDIT_NOTE_JOURNAL_TYPES.includes(invoice.invoiceTypeId);
}

/** Credit notes are stored with positive amounts; they lower the stage's amount. */
function netAmount(invoices: InvoiceRecord[]): number {
  return invoices.reduce(
    (sum, invoice) =>
      sum + (isCreditNote(invoice) ? -invoice.amountInclVatCents : invoice.amountInclVatCents),
    0,
  );
}

function stateOf(invoices: InvoiceRecord[]): PaymentStage['state'] {
  const payable = invoices.filter((invoice) => !isCreditNote(invoice));
  if (payable.length === 0) return 'notInvoiced';
  return payable.every((invoice) => invoice.paid) ? 'paid' : 'open';
}

export function derivePaymentStages(
  invoices: InvoiceRecord[],
  facts: { currentStage: string; totalInclVatCents: number | null },
): PaymentStage[] {
  const prepayments = invoices.filter((invoice) => invoice.isPrepayment);
  const finals = invoices.filter((invoice) => !invoice.isPrepayment);
  const prepaymentAmount = netAmount(prepayments);
  const finalState = stateOf(finals);
  const remaining =
    facts.totalInclVatCents === null
      ? finals.length > 0
        ? netAmount(finals)
        : null
      : facts.totalInclVatCents - prepaymentAmount;
  const byStage: Record<OrderPaymentStage, Omit<PaymentStage, 'stage' | 'current'>> = {
    prepayment: {
      amountInclVatCents: prepayments.length > 0 ? prepaymentAmount : null,
      state: stateOf(prepayments),
      invoiceIds: prepayments.map((invoice) => invoice.id),
    },
    afterDelivery: { amountInclVatCents: remaining, state: finalState, invoiceIds: [] },
    finalInvoice: {
      amountInclVatCents: finals.length > 0 ? netAmount(finals) : null,
      state: finalState,
      invoiceIds: finals.map((invoice) => invoice.id),
    },
  };
  return ORDER_PAYMENT_STAGES.map((stage) => ({
    stage,
    current: stage === facts.currentStage,
    ...byStage[stage],
  }));
}
