// Invoices (with their PDF) and their payment as the back office writes them.
import { z } from 'zod/mini';
import {
  centsSchema,
  daySchema,
  externalIdSchema,
  instantSchema,
  pdfBase64Schema,
} from './common.ts';

export const invoiceUpsertSchema = z.strictObject({
  orderExternalId: externalIdSchema,
  /** The journal type (credit notes among them, @portal/domain/invoice-title). */
  invoiceTypeId: z.int().check(z.gte(1), z.lte(1_000_000)),
  isPrepayment: z._default(z.boolean(), false),
  numberPrefix: z._default(z.string().check(z.maxLength(20)), ''),
  invoiceNumber: z.int().check(z.gte(1)),
  amountExclVatCents: centsSchema,
  amountInclVatCents: centsSchema,
  issuedOn: daySchema,
  dueOn: z._default(z.nullable(daySchema), null),
  structuredCommunication: z._default(z.nullable(z.string().check(z.maxLength(30))), null),
  /** The back office's own PDF of the invoice, shown instead of the generated one. */
  pdfBase64: z.optional(pdfBase64Schema),
});
export type InvoiceUpsert = z.infer<typeof invoiceUpsertSchema>;

/** The payment of an invoice: an invoice goes from open to paid, never back (spec §4). */
export const invoicePaymentSchema = z.strictObject({ paidAt: instantSchema });
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const integrationInvoiceSchema = z.object({
  externalId: externalIdSchema,
  orderExternalId: externalIdSchema,
  invoiceTypeId: z.int(),
  isPrepayment: z.boolean(),
  numberPrefix: z.string(),
  invoiceNumber: z.int(),
  amountExclVatCents: z.int(),
  amountInclVatCents: z.int(),
  issuedOn: z.string(),
  dueOn: z.nullable(z.string()),
  structuredCommunication: z.nullable(z.string()),
  paid: z.boolean(),
  paidAt: z.nullable(z.string()),
  hasPdf: z.boolean(),
});
export type IntegrationInvoice = z.infer<typeof integrationInvoiceSchema>;
