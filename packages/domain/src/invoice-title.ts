// Invoice title (spec §3): "Prepayment, Credit note (if the type is among the credit-note journal
// types) or Invoice, followed by prefix and number". The word is returned as a kind so the web app
// can translate it; invoiceTitleText gives the plain English form for PDFs, mails and logs.

/**
 * Invoice journal types. The spec names no ids; like status-ids.ts these are canonical ids shared
 * by every tenant, so the rule never depends on a journal's translated name.
 */
export const InvoiceTypeId = {
  Invoice: 1,
  CreditNote: 2,
  PrepaymentInvoice: 3,
  PrepaymentCreditNote: 4,
} as const;
export type InvoiceTypeId = (typeof InvoiceTypeId)[keyof typeof InvoiceTypeId];

/** The journal types whose documents are credit notes. */
export const CREDIT_NOTE_JOURNAL_TYPES: readonly number[] = [
  InvoiceTypeId.CreditNote,
  InvoiceTypeId.PrepaymentCreditNote,
];

export const InvoiceTitleKind = {
  Prepayment: 'prepayment',
  CreditNote: 'creditNote',
  Invoice: 'invoice',
} as const;
export type InvoiceTitleKind = (typeof InvoiceTitleKind)[keyof typeof InvoiceTitleKind];

export interface InvoiceTitle {
  kind: InvoiceTitleKind;
  /** Number prefix such as "VF2026/" (empty when the invoice has none). */
  prefix: string;
  number: string;
}

export interface InvoiceTitleFacts {
  invoiceNr: number | string | null;
  invoiceNrPrefix: string | null;
  invoiceTypeId: number | null;
  isPrepaymentInvoice: boolean;
}

const ENGLISH: Record<InvoiceTitleKind, string> = {
  prepayment: 'Prepayment',
  creditNote: 'Credit note',
  invoice: 'Invoice',
};

/**
 * The spec lists Prepayment first, so a prepayment invoice is titled Prepayment whatever its
 * journal type; a credit note on a prepayment is rare and the customer knows it by that word.
 */
export function invoiceTitle(invoice: InvoiceTitleFacts): InvoiceTitle {
  const kind = invoice.isPrepaymentInvoice
    ? InvoiceTitleKind.Prepayment
    : invoice.invoiceTypeId !== null && CREDIT_NOTE_JOURNAL_TYPES.includes(invoice.invoiceTypeId)
      ? InvoiceTitleKind.CreditNote
      : InvoiceTitleKind.Invoice;
  return {
    kind,
    prefix: (invoice.invoiceNrPrefix ?? '').trim(),
    number: invoice.invoiceNr === null ? '' : String(invoice.invoiceNr).trim(),
  };
}

/**
 * "Invoice VF2026/0042": the word, a space, then prefix and number joined as the ERP prints them
 * (the prefix carries its own separator). The word alone when there is no number.
 */
export function invoiceTitleText(title: InvoiceTitle, word: string = ENGLISH[title.kind]): string {
  const reference = `${title.prefix}${title.number}`;
  return reference === '' ? word : `${word} ${reference}`;
}
