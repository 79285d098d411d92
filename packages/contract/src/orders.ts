// Orders of spec §3 and §7: GET orders/{id} with its payment stages, and POST orders/{id}/sign,
// the iChoosr delivery document of an externally financed order (spec §2).
import { ORDER_PAYMENT_STAGES } from '@portal/domain/constants';
import { z } from 'zod/mini';

/** notInvoiced: nothing invoiced for the stage yet; open: invoiced and not paid; paid. */
export const paymentStageStateSchema = z.enum(['notInvoiced', 'open', 'paid']);

export const paymentStageSchema = z.object({
  stage: z.enum(ORDER_PAYMENT_STAGES),
  /** The stage the order is in now. */
  current: z.boolean(),
  /** Incl. VAT; null when not known yet (no signed total and nothing invoiced). */
  amountInclVatCents: z.nullable(z.int()),
  state: paymentStageStateSchema,
  invoiceIds: z.array(z.int()),
});
export type PaymentStage = z.infer<typeof paymentStageSchema>;

export const orderSchema = z.object({
  orderId: z.int(),
  offerId: z.nullable(z.int()),
  offerTypeId: z.int(),
  /** Grid operator of the installation's address. */
  netOperator: z.nullable(z.string()),
  /** OrderStatusId; its text comes from GET orders/statuses. */
  orderStatusId: z.int(),
  orderedAt: z.string(),
  /** Signed offer total incl. VAT, when known. */
  totalInclVatCents: z.nullable(z.int()),
  paymentStages: z.array(paymentStageSchema),
  /** Order documents exist once the status is beyond the initial order status (spec §4). */
  documentsAvailable: z.boolean(),
  deliveryId: z.nullable(z.int()),
  hasExternalPrepayment: z.boolean(),
  handoverDone: z.boolean(),
  /** The iChoosr delivery document can be signed now. */
  canSignDeliveryDocument: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** A PNG data URL, at most about 1 MB of image. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 1_400_000;

export const signDeliveryDocumentSchema = z.strictObject({
  remarks: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  /** The customer pays with a bank loan (SEPA). */
  sepaLoan: z._default(z.boolean(), false),
  signature: z
    .string()
    .check(
      z.maxLength(SIGNATURE_DATA_URL_MAX_LENGTH),
      z.regex(
        /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/,
        'The signature must be a PNG data URL.',
      ),
    ),
});
export type SignDeliveryDocument = z.input<typeof signDeliveryDocumentSchema>;

export const signDeliveryDocumentResultSchema = z.object({
  orderId: z.int(),
  deliveryId: z.int(),
  signedAt: z.string(),
  handoverDone: z.literal(true),
});
export type SignDeliveryDocumentResult = z.infer<typeof signDeliveryDocumentResultSchema>;
