import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_JOURNAL_TYPES,
  type InvoiceTitleFacts,
  InvoiceTypeId,
  invoiceTitle,
  invoiceTitleText,
} from './invoice-title.ts';

const invoice = (overrides: Partial<InvoiceTitleFacts>): InvoiceTitleFacts => ({
  invoiceNr: 42,
  invoiceNrPrefix: 'VF2026/',
  invoiceTypeId: InvoiceTypeId.Invoice,
  isPrepaymentInvoice: false,
  ...overrides,
});

describe('invoiceTitle', () => {
  it('titles an ordinary invoice Invoice', () => {
    expect(invoiceTitle(invoice({}))).toEqual({ kind: 'invoice', prefix: 'VF2026/', number: '42' });
  });

  it('titles every credit-note journal type Credit note', () => {
    expect(CREDIT_NOTE_JOURNAL_TYPES).toEqual([2, 4]);
    for (const invoiceTypeId of CREDIT_NOTE_JOURNAL_TYPES) {
      expect(invoiceTitle(invoice({ invoiceTypeId })).kind).toBe('creditNote');
    }
  });

  it('titles a prepayment invoice Prepayment, before the credit-note check', () => {
    expect(invoiceTitle(invoice({ isPrepaymentInvoice: true })).kind).toBe('prepayment');
    expect(
      invoiceTitle(invoice({ isPrepaymentInvoice: true, invoiceTypeId: InvoiceTypeId.CreditNote }))
        .kind,
    ).toBe('prepayment');
  });

  it('treats unknown or missing types as invoices', () => {
    expect(invoiceTitle(invoice({ invoiceTypeId: 99 })).kind).toBe('invoice');
    expect(invoiceTitle(invoice({ invoiceTypeId: null })).kind).toBe('invoice');
    expect(invoiceTitle(invoice({ invoiceTypeId: InvoiceTypeId.PrepaymentInvoice })).kind).toBe(
      'invoice',
    );
  });

  it('keeps number strings as they are and empties missing parts', () => {
    expect(invoiceTitle(invoice({ invoiceNr: '00042', invoiceNrPrefix: null }))).toEqual({
      kind: 'invoice',
      prefix: '',
      number: '00042',
    });
    expect(invoiceTitle(invoice({ invoiceNr: null })).number).toBe('');
  });
});

describe('invoiceTitleText', () => {
  it('builds the English title', () => {
    expect(invoiceTitleText(invoiceTitle(invoice({})))).toBe('Invoice VF2026/42');
    expect(
      invoiceTitleText(invoiceTitle(invoice({ invoiceTypeId: 2, invoiceNrPrefix: 'CN-' }))),
    ).toBe('Credit note CN-42');
    expect(
      invoiceTitleText(invoiceTitle(invoice({ isPrepaymentInvoice: true, invoiceNrPrefix: 'VV' }))),
    ).toBe('Prepayment VV42');
  });

  it('takes a translated word', () => {
    expect(invoiceTitleText(invoiceTitle(invoice({})), 'Factuur')).toBe('Factuur VF2026/42');
  });

  it('gives the word alone without prefix and number', () => {
    expect(invoiceTitleText({ kind: 'invoice', prefix: '', number: '' })).toBe('Invoice');
  });
});
