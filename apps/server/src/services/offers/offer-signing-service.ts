// Signing an offer version (spec §2, issue 4 §2). Only the current (latest), unsigned, unexpired
// version of the token's customer's offer can be signed; anything else is a 409 and changes
// nothing. The signature image and the signed PDF (shown PDF + stamped signature + audit page) are
// written to the file store first and removed again when the transaction fails.
import type { OfferSigned } from '@portal/contract/offers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from '../../documents/file-store.ts';
import { renderSignedOfferPdf, type SignatureImageType } from '../../documents/signed-offer-pdf.ts';
import { findCustomerById } from '../../repositories/customer-repository.ts';
import { renderShownOfferPdf, sha256Hex } from './offer-document-service.ts';
import { signableVersion } from './offer-signable.ts';
import { recordSignature } from './offer-signing-transaction.ts';
import { type CustomerScope, loadOwnOffer, offerNotFound } from './offer-version-service.ts';

export interface SignRequest {
  offerId: number;
  versionNumber: number;
  signature: { bytes: Uint8Array; type: SignatureImageType };
  ip: string;
  userAgent: string;
}

const EXTENSIONS: Record<SignatureImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

export async function signOffer(
  deps: { db: Kysely<Database>; store: FileStore },
  scope: CustomerScope,
  request: SignRequest,
  now: Date,
): Promise<OfferSigned> {
  const { db, store } = deps;
  const { offer, versions } = await loadOwnOffer(db, scope, request.offerId);
  const version = signableVersion(offer.statusId, versions, request.versionNumber, now);
  const customer = await findCustomerById(db, scope.tenant.id, scope.customerId);
  if (!customer) throw offerNotFound();
  const ids = { offerId: offer.id, versionNumber: version.versionNumber };
  const shown = await renderShownOfferPdf(db, scope, ids, now);
  const signedAt = now.toISOString();
  const audit = {
    signerCustomerId: customer.id,
    signerName: `${customer.firstName} ${customer.name}`.trim(),
    signedAt,
    ip: request.ip,
    userAgent: request.userAgent,
    offerPdfSha256: sha256Hex(shown),
    signatureSha256: sha256Hex(request.signature.bytes),
  };
  const signedPdf = await renderSignedOfferPdf(shown, request.signature, audit);
  const folder = `offers/${offer.id}`;
  const written: string[] = [];
  try {
    const signatureKey = await store.put(
      scope.tenant.id,
      {
        folder,
        name: `v${version.versionNumber}-signature`,
        extension: EXTENSIONS[request.signature.type],
      },
      request.signature.bytes,
    );
    written.push(signatureKey);
    const pdfKey = await store.put(
      scope.tenant.id,
      { folder, name: `v${version.versionNumber}-signed`, extension: 'pdf' },
      signedPdf,
    );
    written.push(pdfKey);
    await recordSignature(db, {
      scope,
      offerId: offer.id,
      versionNumber: version.versionNumber,
      now,
      audit,
      signature: {
        key: signatureKey,
        type: request.signature.type,
        size: request.signature.bytes.length,
      },
      pdf: { key: pdfKey, size: signedPdf.length },
    });
  } catch (error) {
    await Promise.all(written.map((key) => store.remove(key)));
    throw error;
  }
  return {
    offerId: offer.id,
    versionNumber: version.versionNumber,
    signedAt,
    offerPdfSha256: audit.offerPdfSha256,
  };
}
