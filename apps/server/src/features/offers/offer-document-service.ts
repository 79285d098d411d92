// The offer PDF of a version: the stored signed PDF once the version is signed, otherwise the
// back office's own PDF of it when it gave one, otherwise generated from the data.
// Only the token's customer's offers, in the request's tenant.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { readStoredFile } from '../../platform/files/stored-file.ts';
import { articleLines } from '../../platform/pdf/article-lines.ts';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findOfferDocument, OfferPrintKind, SignedOfferKind } from './offer-document-repository.ts';
import { type OfferPdfInput, renderOfferPdf } from './offer-pdf.ts';
import { offerPdfLabels } from './offer-pdf-labels.ts';
import type { OfferVersionRecord } from './offer-repository.ts';
import { versionDetail } from './offer-version-service.ts';
import { loadOwnOffer, type OwnOffer, offerNotFound } from './owned-offer.ts';

export interface OfferPdfRequest {
  offerId: number;
  offerTypeId: number;
  /** The latest version when left out. */
  versionNumber: number | undefined;
}

export interface OfferDocumentService {
  /** `offers/{offerId}/files/{offerTypeId}?type=print&versionNumber=N`. */
  pdf(scope: RequestScope, request: OfferPdfRequest): Promise<Uint8Array>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The PDF a customer is shown for an unsigned version (deterministic for the same data). */
export async function renderShownOfferPdf(
  db: Kysely<Database>,
  scope: RequestScope,
  own: OwnOffer,
  version: OfferVersionRecord,
  now: Date,
): Promise<Uint8Array> {
  const detail = await versionDetail(db, scope, own, version, now);
  const { tenant, customer, language } = scope;
  if (!customer) throw offerNotFound();
  const { colors } = tenant.portalConfig;
  const place = [customer.postalCode, customer.city].filter(Boolean).join(' ');
  const input: OfferPdfInput = {
    tenant: { name: tenant.name, primaryColor: colors.primary, secondaryColor: colors.secondary },
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

/** What a customer is shown, and signs, for an unsigned version: the back office's own PDF of
 * it when it gave one (the integration API, decision 054), else the one generated from the data. */
export async function shownOfferPdf(
  deps: { db: Kysely<Database>; store: FileStore },
  scope: RequestScope,
  own: OwnOffer,
  version: OfferVersionRecord,
  now: Date,
): Promise<Uint8Array> {
  const given = await findOfferDocument(deps.db, scope.tenant.id, version.id, OfferPrintKind);
  if (given?.contentType === 'application/pdf') return readStoredFile(deps.store, given.storageKey);
  return renderShownOfferPdf(deps.db, scope, own, version, now);
}

export function createOfferDocumentService({
  db,
  store,
  clock,
}: Pick<ServiceDeps, 'db' | 'store' | 'clock'>): OfferDocumentService {
  return {
    async pdf(scope, request) {
      const own = await loadOwnOffer(db, scope, request.offerId);
      if (own.offer.offerTypeId !== request.offerTypeId) throw offerNotFound();
      const version =
        request.versionNumber === undefined
          ? own.versions.at(-1)
          : own.versions.find((candidate) => candidate.versionNumber === request.versionNumber);
      if (!version) throw offerNotFound();
      if (version.signedAt) {
        const kind = SignedOfferKind.SignedPrint;
        const signed = await findOfferDocument(db, scope.tenant.id, version.id, kind);
        if (signed) return readStoredFile(store, signed.storageKey);
      }
      return shownOfferPdf({ db, store }, scope, own, version, clock());
    },
  };
}
