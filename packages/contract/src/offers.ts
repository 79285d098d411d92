// Offers (spec §3 Offer, §7 offer calls): the versions of an offer, one version with its articles
// and totals, and the answers of the seen, sign and upsell calls (the spec spells the upsell
// path `upsale`). Amounts are in euro cents.
import { OfferVersionState } from '@portal/domain/offer-version-state';
import { ProductCategory } from '@portal/domain/product-category';
import { z } from 'zod/mini';
import { installationArticleSchema } from './installation.ts';
import { recordId } from './record-id.ts';

export const offerVersionStateSchema = z.literal(Object.values(OfferVersionState));

const totals = {
  totalExclVatCents: z.int(),
  totalInclVatCents: z.int(),
};

/** One row of `GET offers/{id}/versions`, oldest first. */
export const offerVersionListItemSchema = z.object({
  offerId: z.int(),
  offerTypeId: z.int(),
  versionNumber: z.int(),
  state: offerVersionStateSchema,
  createdAt: z.string(),
  /** Last day the version can be signed (ISO date), when set. */
  validUntil: z.nullable(z.string()),
  seen: z.boolean(),
  signedAt: z.nullable(z.string()),
  /** Whether the customer can sign this version now (packages/domain/src/offer-signing.ts). */
  signable: z.boolean(),
  ...totals,
});
export type OfferVersionListItem = z.infer<typeof offerVersionListItemSchema>;

export const offerArticleGroupSchema = z.object({
  category: z.literal(Object.values(ProductCategory)),
  articles: z.array(installationArticleSchema),
});

/** `GET offers/{id}/versions/{version}`: spec offerId, offerTypeId, versionNumber, articles. */
export const offerVersionDetailSchema = z.extend(offerVersionListItemSchema, {
  articles: z.array(offerArticleGroupSchema),
});
export type OfferVersionDetail = z.infer<typeof offerVersionDetailSchema>;

export const offerParamsSchema = z.strictObject({ id: recordId });
export const offerVersionParamsSchema = z.strictObject({ id: recordId, version: recordId });

/** Body of `POST offers/{id}/seen`. */
export const offerSeenBodySchema = z.strictObject({
  versionNumber: recordId,
});

/** Answer of `POST offers/{id}/seen`. */
export const offerSeenSchema = z.object({
  offerId: z.int(),
  versionNumber: z.int(),
  seenAt: z.string(),
});

/** Answer of `POST offers/{id}/sign`. */
export const offerSignedSchema = z.object({
  offerId: z.int(),
  versionNumber: z.int(),
  signedAt: z.string(),
  /** SHA-256 (hex) of the offer PDF that was shown and signed. */
  offerPdfSha256: z.string(),
});
export type OfferSigned = z.infer<typeof offerSignedSchema>;

/** Signature images the sign call accepts (spec §6). */
export const SIGNATURE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** An upsell proposal on an offer version (`GET offers/{id}/versions/{version}/upsells`). */
export const upsellOfferSchema = z.object({
  id: z.int(),
  offerId: z.int(),
  versionNumber: z.int(),
  type: z.string(),
  name: z.string(),
  createdAt: z.string(),
  acceptedAt: z.nullable(z.string()),
});
export type UpsellOffer = z.infer<typeof upsellOfferSchema>;

/** Text fields of `POST offers/{offerId}/upsale` (multipart, with the signature `file`). */
export const upsellFieldsSchema = z.strictObject({
  type: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
