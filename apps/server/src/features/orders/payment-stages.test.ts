// The payment-stage rule of payment-stages.ts, pinned.
import { InvoiceTypeId } from '@portal/domain/invoice-title';
import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../invoices/invoice-repository.ts';
import { derivePaymentStages } from './payment-stages.ts';

let nextId = 1;
function invoice(overrides: Partial<InvoiceRecord>): InvoiceRecord {
  return {
    id: nextId++,
    installationId: 1,
    orderId: 1,
    invoiceTypeId: InvoiceTypeId.Invoice,
    offerTypeId: 1,
    numberPrefix: 'ZW2026/',
    invoiceNumber: 1,
    isPrepayment: false,
    paid: false,
    amountExclVatCents: 0,
    amountInclVatCents: 0,
    issuedOn: '2026-01-01',
    dueOn: null,
    paidAt: null,
    structuredCommunication: null,
    relatedInvoiceId: null,
    ...overrides,
  };
}

describe('derivePaymentStages', () => {
  it('lists the three stages in order and marks the current one', () => {
    const stages = derivePaymentStages([], {
      currentStage: 'afterDelivery',
      totalInclVatCents: 1000,
    });
    expect(stages.map((stage) => [stage.stage, stage.current, stage.state])).toEqual([
      ['prepayment', false, 'notInvoiced'],
      ['afterDelivery', true, 'notInvoiced'],
      ['finalInvoice', false, 'notInvoiced'],
    ]);
    expect(stages[1]?.amountInclVatCents).toBe(1000);
  });

  it('takes an open prepayment as open and subtracts it from what is due after delivery', () => {
    const prepayment = invoice({
      isPrepayment: true,
      invoiceTypeId: InvoiceTypeId.PrepaymentInvoice,
      amountInclVatCents: 300,
    });
    const [first, second, third] = derivePaymentStages([prepayment], {
      currentStage: 'prepayment',
      totalInclVatCents: 1000,
    });
    expect(first).toMatchObject({
      state: 'open',
      amountInclVatCents: 300,
      invoiceIds: [prepayment.id],
    });
    expect(second).toMatchObject({ state: 'notInvoiced', amountInclVatCents: 700 });
    expect(third).toMatchObject({ state: 'notInvoiced', amountInclVatCents: null });
  });

  it('nets credit notes and ignores them for the paid state', () => {
    const wrong = invoice({ amountInclVatCents: 1000, paid: true });
    const credit = invoice({ invoiceTypeId: InvoiceTypeId.CreditNote, amountInclVatCents: 1000 });
    const right = invoice({ amountInclVatCents: 700, paid: true });
    const stages = derivePaymentStages([wrong, credit, right], {
      currentStage: 'finalInvoice',
      totalInclVatCents: null,
    });
    expect(stages[2]).toMatchObject({ state: 'paid', amountInclVatCents: 700, current: true });
    expect(stages[1]).toMatchObject({ state: 'paid', amountInclVatCents: 700 });
  });
});
