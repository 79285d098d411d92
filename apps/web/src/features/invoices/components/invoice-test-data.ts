// Invoices as GET invoices/{id}/related answers them, for the component tests.
import type { Invoice, PaymentInstructions } from '@portal/contract/invoices';

export const payment: PaymentInstructions = {
  beneficiaryName: 'Zonnewende BV',
  iban: 'BE73 7350 1234 5660',
  bic: 'KREDBEBB',
  amountCents: 123450,
  structuredCommunication: '+++000/0000/00909+++',
  epcPayload: 'BCD\n002\n1\nSCT\nKREDBEBB\nZonnewende BV\nBE73735012345660\nEUR1234.50',
  qrCodeSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceId: 9,
    invoiceNr: 42,
    invoiceNrPrefix: 'VF2026/',
    invoiceTypeId: 3,
    offerTypeId: 3,
    orderId: 5,
    relatedInvoiceId: null,
    paymentComplete: false,
    isPrepaymentInvoice: true,
    title: { kind: 'prepayment', prefix: 'VF2026/', number: '42' },
    amountExclVatCents: 116462,
    amountInclVatCents: 123450,
    vatCents: 6988,
    issuedOn: '2026-03-02',
    dueOn: '2026-03-16',
    paidAt: null,
    paymentState: 'Open',
    payment,
    ...overrides,
  };
}

export const paidInvoice = makeInvoice({
  invoiceId: 4,
  invoiceNr: 17,
  invoiceTypeId: 1,
  isPrepaymentInvoice: false,
  title: { kind: 'invoice', prefix: 'VF2026/', number: '17' },
  paymentComplete: true,
  paidAt: '2026-02-10T14:00:00+01:00',
  paymentState: 'Paid',
  payment: null,
});

export const creditNote = makeInvoice({
  invoiceId: 3,
  invoiceNr: 16,
  invoiceTypeId: 2,
  isPrepaymentInvoice: false,
  title: { kind: 'creditNote', prefix: 'VF2026/', number: '16' },
  issuedOn: '2026-01-20',
  paymentComplete: true,
  paidAt: null,
  paymentState: 'Paid',
  payment: null,
});
