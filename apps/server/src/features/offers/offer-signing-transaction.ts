// The database side of signing, in the transaction the idempotency scope opened and handed in
// (sign-offer.ts): settle the two pending files, store the signature's metadata, mark the offer
// and the version Signed, store the signed PDF's metadata, write the audit entry and record the
// offer.signed integration event (last: it holds the tenant's event lock until the commit).
// Nothing is read again here: the two conditional updates refuse (409, everything rolled back)
// when the offer is already done or the version is no longer signable, so a concurrent or stale
// signature changes nothing (offer-idempotency.test.ts signs 20 at once).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { settlePendingFilesIn } from '../../platform/files/pending-files.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { insertOfferDocument, SignedOfferKind } from './offer-document-repository.ts';
import { markOfferSigned, markVersionSigned, type OfferVersionRecord } from './offer-repository.ts';
import { notSignable } from './offer-signable.ts';
import type { SigningAudit } from './signed-offer-pdf.ts';

export interface SignatureRecord {
  owner: CustomerOwner;
  version: OfferVersionRecord;
  now: Date;
  audit: SigningAudit;
  signature: { key: string; type: string; size: number };
  pdf: { key: string; size: number };
  /** Where the back office fetches the signed PDF (the offer.signed event's link). */
  signedPdfUrl: string;
}

export async function recordSignature(
  trx: Kysely<Database>,
  record: SignatureRecord,
): Promise<void> {
  const { owner, version, audit } = record;
  const at = record.now.toISOString();
  const document = { ...owner, ownerId: version.id, createdAt: at };
  await settlePendingFilesIn(trx, [record.signature.key, record.pdf.key]);
  if (!(await markOfferSigned(trx, owner, version.offerId, at))) throw notSignable();
  const signatureDocumentId = await insertOfferDocument(trx, {
    ...document,
    kind: SignedOfferKind.Signature,
    fileName: record.signature.key.split('/').at(-1) ?? 'signature',
    contentType: record.signature.type,
    sizeBytes: record.signature.size,
    storageKey: record.signature.key,
  });
  const signed = { signatureDocumentId, at };
  if (!(await markVersionSigned(trx, owner.tenantId, version, signed))) throw notSignable();
  await insertOfferDocument(trx, {
    ...document,
    kind: SignedOfferKind.SignedPrint,
    fileName: `Offer${version.offerId}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: record.pdf.size,
    storageKey: record.pdf.key,
  });
  await recordAudit(trx, {
    owner,
    action: 'offer.signed',
    entity: { type: 'offer_version', id: version.id },
    details: { offerId: version.offerId, versionNumber: version.versionNumber, ...audit },
    at: record.now,
  });
  await recordIntegrationEvent(trx, {
    tenantId: owner.tenantId,
    type: 'offer.signed',
    entityId: version.offerId,
    data: {
      customerId: owner.customerId,
      offerId: version.offerId,
      versionNumber: version.versionNumber,
      signedAt: at,
      offerPdfSha256: audit.offerPdfSha256,
      signedPdfUrl: record.signedPdfUrl,
    },
    at: record.now,
  });
}
