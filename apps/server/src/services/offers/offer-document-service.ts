// The offer PDF of a version: the stored signed PDF once the version is signed, otherwise
// generated from the data. Only the token's customer's offers, in the request's tenant.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { articleLines } from '../../documents/article-lines.ts';
import type { FileStore } from '../../documents/file-store.ts';
import { type OfferPdfInput, renderOfferPdf } from '../../documents/offer-pdf.ts';
import { offerPdfLabels } from '../../documents/offer-pdf-labels.ts';
import { findCustomerById } from '../../repositories/customer-repository.ts';
import {
  findOfferDocument,
  SignedOfferKind,
} from '../../repositories/offer-document-repository.ts';
import { languageOf } from '../language.ts';
import {
  type CustomerScope,
  getVersion,
  loadOwnOffer,
  offerNotFound,
} from './offer-version-service.ts';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The PDF a customer is shown for an unsigned version (deterministic for the same data). */
export async function renderShownOfferPdf(
  db: Kysely<Database>,
  scope: CustomerScope,
  ids: { offerId: number; versionNumber: number },
  now: Date,
): Promise<Uint8Array> {
  const detail = await getVersion(db, scope, ids, now);
  const customer = await findCustomerById(db, scope.tenant.id, scope.customerId);
  if (!customer) throw offerNotFound();
  const { colors } = scope.tenant.portalConfig;
  const place = [customer.postalCode, customer.city].filter(Boolean).join(' ');
  const language = languageOf(customer.languageCode, scope.tenant.defaultLanguage);
  const input: OfferPdfInput = {
    tenant: {
      name: scope.tenant.name,
      primaryColor: colors.primary,
      secondaryColor: colors.secondary,
    },
    customer: {
      name: `${customer.firstName} ${customer.name}`.trim(),
      addressLines: [customer.streetAndNumber ?? '', place].filter((text) => text !== ''),
      email: customer.email,
    },
    offer: {
      offerId: detail.offerId,
      versionNumber: detail.versionNumber,
      createdAt: detail.createdAt,
      validUntil: detail.validUntil,
    },
    articles: articleLines(detail.articles, language),
    totals: { exclVatCents: detail.totalExclVatCents, inclVatCents: detail.totalInclVatCents },
    labels: offerPdfLabels[language],
  };
  return renderOfferPdf(input);
}

/** `offers/{offerId}/files/{offerTypeId}?type=print&versionNumber=N` (latest version by default). */
export async function offerPdfForDownload(
  db: Kysely<Database>,
  store: FileStore,
  scope: CustomerScope,
  request: { offerId: number; offerTypeId: number; versionNumber: number | undefined },
  now: Date,
): Promise<Uint8Array> {
  const { offer, versions } = await loadOwnOffer(db, scope, request.offerId);
  if (offer.offerTypeId !== request.offerTypeId) throw offerNotFound();
  const version =
    request.versionNumber === undefined
      ? versions.at(-1)
      : versions.find((candidate) => candidate.versionNumber === request.versionNumber);
  if (!version) throw offerNotFound();
  if (version.signedAt) {
    const signed = await findOfferDocument(
      db,
      scope.tenant.id,
      version.id,
      SignedOfferKind.SignedPrint,
    );
    if (signed) return store.read(signed.storageKey);
  }
  const ids = { offerId: offer.id, versionNumber: version.versionNumber };
  return renderShownOfferPdf(db, scope, ids, now);
}
