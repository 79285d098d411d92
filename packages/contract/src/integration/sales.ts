// Offers, their versions (with the offer PDF) and orders as the back office writes them.
import { ORDER_PAYMENT_STAGES } from '@portal/domain/constants';
import { ProductCategory } from '@portal/domain/product-category';
import { z } from 'zod/mini';
import {
  centsSchema,
  daySchema,
  externalIdSchema,
  optionalText,
  pdfBase64Schema,
  text,
} from './common.ts';

const categoryIds: readonly number[] = Object.values(ProductCategory);

/** The installation site of the sale, when it differs from the customer's address. */
export const siteSchema = z.strictObject({
  streetAndNumber: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  /** The grid operator (DSO) of the site, e.g. Fluvius, ORES. */
  gridOperator: optionalText(60),
});

export const offerUpsertSchema = z.strictObject({
  customerExternalId: externalIdSchema,
  offerTypeId: z.int().check(z.gte(1), z.lte(1_000_000)),
  site: z.optional(siteSchema),
});
export type OfferUpsert = z.infer<typeof offerUpsertSchema>;

const description = z.optional(z.string().check(z.maxLength(2000)));

export const offerLineSchema = z.strictObject({
  articleCode: text(60),
  category: z
    .int()
    .check(z.refine((id) => categoryIds.includes(id), 'a product category of spec §3')),
  quantity: z.number().check(z.positive(), z.lte(1_000_000)),
  unitPriceCents: centsSchema,
  vatRatePercent: z.number().check(z.gte(0), z.lte(100)),
  description: z
    .strictObject({ nl: description, fr: description, en: description })
    .check(z.refine((d) => Boolean(d.nl || d.fr || d.en), 'at least one language')),
});

export const offerVersionUpsertSchema = z.strictObject({
  validUntil: z._default(z.nullable(daySchema), null),
  lines: z.array(offerLineSchema).check(z.minLength(1), z.maxLength(500)),
  /** The back office's own PDF of the version, shown instead of the generated one. */
  pdfBase64: z.optional(pdfBase64Schema),
});
export type OfferVersionUpsert = z.infer<typeof offerVersionUpsertSchema>;

export const versionNumberSchema = z.int().check(z.gte(1), z.lte(1000));

export const versionNumberParams = z.strictObject({
  externalId: externalIdSchema,
  versionNumber: z.pipe(z.coerce.number(), versionNumberSchema),
});

export const offerStatusNames = ['pending', 'sent', 'signed', 'completed', 'expired'] as const;

export const integrationOfferVersionSchema = z.object({
  versionNumber: z.int(),
  status: z.enum(offerStatusNames),
  validUntil: z.nullable(z.string()),
  signedAt: z.nullable(z.string()),
  totalExclVatCents: z.int(),
  totalInclVatCents: z.int(),
  lineCount: z.int(),
  /** The back office gave this version's PDF. */
  hasPdf: z.boolean(),
});

export const integrationOfferSchema = z.object({
  externalId: externalIdSchema,
  customerExternalId: externalIdSchema,
  offerTypeId: z.int(),
  status: z.enum(offerStatusNames),
  versions: z.array(integrationOfferVersionSchema),
});
export type IntegrationOffer = z.infer<typeof integrationOfferSchema>;

/** Order statuses in lifecycle order: an order only moves forward (spec §4, decision 054). */
export const orderStatusNames = ['new', 'confirmed', 'in-planning', 'installed', 'closed'] as const;
export type OrderStatusName = (typeof orderStatusNames)[number];

export const orderUpsertSchema = z.strictObject({
  offerExternalId: externalIdSchema,
  paymentStage: z.enum(ORDER_PAYMENT_STAGES),
  status: z._default(z.enum(orderStatusNames), 'new'),
  /** The back office's own PDF of the order, shown instead of the generated one. */
  pdfBase64: z.optional(pdfBase64Schema),
});
export type OrderUpsert = z.infer<typeof orderUpsertSchema>;

export const integrationOrderSchema = z.object({
  externalId: externalIdSchema,
  offerExternalId: externalIdSchema,
  customerExternalId: externalIdSchema,
  offerTypeId: z.int(),
  paymentStage: z.enum(ORDER_PAYMENT_STAGES),
  status: z.enum(orderStatusNames),
  signedAt: z.nullable(z.string()),
  hasPdf: z.boolean(),
});
export type IntegrationOrder = z.infer<typeof integrationOrderSchema>;
