// Invoice rows: prepayments, final invoices and credit notes, numbered per tenant with a valid
// structured communication.

import type { InvoiceTypeId } from '@portal/domain/invoice-title';
import { PaymentState } from '@portal/domain/status-ids';
import { invoiceCommunication } from './belgian-ids.ts';
import type { Totals } from './insert-offer.ts';
import type { TenantSeed } from './seed-context.ts';

/** A share of the totals, rounded to the cent. */
export function share(totals: Totals, fraction: number): Totals {
  return {
    exclVatCents: Math.round(totals.exclVatCents * fraction),
    inclVatCents: Math.round(totals.inclVatCents * fraction),
  };
}

export async function insertInvoice(
  seed: TenantSeed,
  owner: { customerId: number; installationId: number; orderId: number; offerTypeId: number },
  invoice: {
    typeId: InvoiceTypeId;
    prepayment?: boolean;
    amount: Totals;
    day: number;
    dueInDays?: number;
    paidDay: number | undefined;
    relatedInvoiceId?: number;
  },
): Promise<number> {
  const { tenantId, tenant, clock } = seed;
  const number = seed.next.invoiceNumber++;
  return seed.write.invoices({
    tenant_id: tenantId,
    customer_id: owner.customerId,
    installation_id: owner.installationId,
    order_id: owner.orderId,
    invoice_type_id: invoice.typeId,
    offer_type_id: owner.offerTypeId,
    number_prefix: tenant.invoicePrefix,
    invoice_number: number,
    is_prepayment: invoice.prepayment ?? false,
    payment_state: invoice.paidDay === undefined ? PaymentState.Open : PaymentState.Paid,
    amount_excl_vat_cents: invoice.amount.exclVatCents,
    amount_incl_vat_cents: invoice.amount.inclVatCents,
    issued_on: clock.date(invoice.day),
    due_on: invoice.dueInDays === undefined ? null : clock.date(invoice.day + invoice.dueInDays),
    paid_at: invoice.paidDay === undefined ? null : clock.at(invoice.paidDay, 14),
    structured_communication: invoiceCommunication(tenant.paymentReferenceCode, number),
    related_invoice_id: invoice.relatedInvoiceId ?? null,
    created_at: clock.at(invoice.day),
    updated_at: clock.at(invoice.paidDay ?? invoice.day),
  });
}
