// Invoices of spec §3 and §7: GET invoices/{id} and GET invoices/{id}/related. An open invoice
// carries the payment instructions (tenant's account, structured communication, EPC QR code).
import { InvoiceTitleKind } from '@portal/domain/invoice-title';
import { z } from 'zod/mini';

export const paymentStateSchema = z.enum(['Open', 'Paid']);
export type PaymentStateName = z.infer<typeof paymentStateSchema>;

export const paymentInstructionsSchema = z.object({
  beneficiaryName: z.string(),
  /** Grouped by four, as printed ("BE73 7350 1234 5660"). */
  iban: z.string(),
  bic: z.string(),
  amountCents: z.int(),
  /** "+++123/4567/89012+++". */
  structuredCommunication: z.string(),
  /** The EPC (SEPA credit transfer) QR payload that banking apps scan. */
  epcPayload: z.string(),
  /** The same payload rendered as an SVG data URL, so the web needs no QR library. */
  qrCodeSvgDataUrl: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.int(),
  invoiceNr: z.int(),
  invoiceNrPrefix: z.string(),
  invoiceTypeId: z.int(),
  offerTypeId: z.nullable(z.int()),
  orderId: z.nullable(z.int()),
  /** A credit note's credited invoice. */
  relatedInvoiceId: z.nullable(z.int()),
  paymentComplete: z.boolean(),
  isPrepaymentInvoice: z.boolean(),
  title: z.object({
    kind: z.enum(Object.values(InvoiceTitleKind)),
    prefix: z.string(),
    number: z.string(),
  }),
  amountExclVatCents: z.int(),
  amountInclVatCents: z.int(),
  vatCents: z.int(),
  issuedOn: z.string(),
  dueOn: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  paymentState: paymentStateSchema,
  /** Present only while the invoice is open and the tenant has configured its bank account. */
  payment: z.nullable(paymentInstructionsSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const relatedInvoicesSchema = z.object({
  invoice: invoiceSchema,
  relatedInvoices: z.array(invoiceSchema),
});
export type RelatedInvoices = z.infer<typeof relatedInvoicesSchema>;
