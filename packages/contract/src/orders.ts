// Orders of spec §3 and §7: GET orders/{id} with its payment stages, and POST orders/{id}/sign,
// the iChoosr delivery document of an externally financed order (spec §2).
import { ORDER_PAYMENT_STAGES } from '@portal/domain/constants';
import { z } from 'zod';

/** notInvoiced: nothing invoiced for the stage yet; open: invoiced and not paid; paid. */
export const paymentStageStateSchema = z.enum(['notInvoiced', 'open', 'paid']);

export const paymentStageSchema = z.object({
  stage: z.enum(ORDER_PAYMENT_STAGES),
  /** The stage the order is in now. */
  current: z.boolean(),
  /** Incl. VAT; null when not known yet (no signed total and nothing invoiced). */
  amountInclVatCents: z.number().int().nullable(),
  state: paymentStageStateSchema,
  invoiceIds: z.array(z.number().int()),
});
export type PaymentStage = z.infer<typeof paymentStageSchema>;

export const orderSchema = z.object({
  orderId: z.number().int(),
  offerId: z.number().int().nullable(),
  offerTypeId: z.number().int(),
  /** Grid operator of the installation's address. */
  netOperator: z.string().nullable(),
  /** OrderStatusId; its text comes from GET orders/statuses. */
  orderStatusId: z.number().int(),
  orderedAt: z.string(),
  /** Signed offer total incl. VAT, when known. */
  totalInclVatCents: z.number().int().nullable(),
  paymentStages: z.array(paymentStageSchema),
  /** Order documents exist once the status is beyond the initial order status (spec §4). */
  documentsAvailable: z.boolean(),
  deliveryId: z.number().int().nullable(),
  hasExternalPrepayment: z.boolean(),
  handoverDone: z.boolean(),
  /** The iChoosr delivery document can be signed now. */
  canSignDeliveryDocument: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** A PNG data URL, at most about 1 MB of image. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 1_400_000;

export const signDeliveryDocumentSchema = z.strictObject({
  remarks: z.string().trim().max(2000).default(''),
  /** The customer pays with a bank loan (SEPA). */
  sepaLoan: z.boolean().default(false),
  signature: z
    .string()
    .max(SIGNATURE_DATA_URL_MAX_LENGTH)
    .regex(
      /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/,
      'The signature must be a PNG data URL.',
    ),
});
export type SignDeliveryDocument = z.input<typeof signDeliveryDocumentSchema>;

export const signDeliveryDocumentResultSchema = z.object({
  orderId: z.number().int(),
  deliveryId: z.number().int(),
  signedAt: z.string(),
  handoverDone: z.literal(true),
});
export type SignDeliveryDocumentResult = z.infer<typeof signDeliveryDocumentResultSchema>;
