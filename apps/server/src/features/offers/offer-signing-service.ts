// Signing an offer version (spec §2, issue 4 §2). Only the current (latest), unsigned, unexpired
// version of the token's customer's offer can be signed; anything else is a 409 and changes
// nothing. The offer, its versions and the customer are loaded once (the customer with the
// request scope). The signature image and the signed PDF (shown PDF + stamped signature + audit
// page) are written to the file store first, as pending files that the transaction settles, and
// removed again when it fails (or swept, when the process died meanwhile: decision 024). An
// Idempotency-Key makes repeats return the first result (offer-idempotency.ts).
import { createHash } from 'node:crypto';
import { type OfferSigned, offerSignedSchema } from '@portal/contract/offers';
import {
  discardPendingFiles,
  type PendingFileDeps,
  putPendingFile,
} from '../../platform/files/pending-files.ts';
import { IMAGE_EXTENSIONS, type ReceivedSignature } from '../../platform/images/signature-image.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { signedOfferPdfUrl } from '../integration-events/index.ts';
import { sha256Hex, shownOfferPdf } from './offer-document-service.ts';
import { type CompleteInTransaction, withIdempotencyKey } from './offer-idempotency.ts';
import { signableVersion } from './offer-signable.ts';
import { recordSignature } from './offer-signing-transaction.ts';
import { loadOwnOffer, offerNotFound } from './offer-version-service.ts';
import { renderSignedOfferPdf } from './signed-offer-pdf.ts';

export interface SignRequest {
  offerId: number;
  versionNumber: number;
  signature: ReceivedSignature;
}

export interface OfferSigningService {
  /** Signs once; with an idempotency key, a repeat of the same request answers the same. */
  sign(
    scope: RequestScope,
    request: SignRequest,
    idempotencyKey: string | undefined,
  ): Promise<OfferSigned>;
}

type SigningDeps = PendingFileDeps & Pick<ServiceDeps, 'config'>;

async function signOffer(
  deps: SigningDeps,
  scope: RequestScope,
  request: SignRequest,
  now: Date,
  complete: CompleteInTransaction<OfferSigned> | undefined,
): Promise<OfferSigned> {
  const { db } = deps;
  const own = await loadOwnOffer(db, scope, request.offerId);
  const version = signableVersion(own.offer, own.versions, request.versionNumber, now);
  const { customer } = scope;
  if (!customer) throw offerNotFound();
  const signature = await request.signature.safe();
  const shown = await shownOfferPdf(deps, scope, own, version, now);
  const signedAt = now.toISOString();
  const audit = {
    signerCustomerId: customer.id,
    signerName: `${customer.firstName} ${customer.name}`.trim(),
    signedAt,
    ip: scope.client.ip,
    userAgent: scope.client.userAgent,
    offerPdfSha256: sha256Hex(shown),
    signatureSha256: sha256Hex(signature.bytes),
  };
  const signedPdf = await renderSignedOfferPdf(shown, signature, audit);
  const result: OfferSigned = {
    offerId: own.offer.id,
    versionNumber: version.versionNumber,
    signedAt,
    offerPdfSha256: audit.offerPdfSha256,
  };
  const folder = `offers/${own.offer.id}`;
  const written: string[] = [];
  try {
    const signatureKey = await putPendingFile(
      deps,
      scope.tenant.id,
      {
        folder,
        name: `v${version.versionNumber}-signature`,
        extension: IMAGE_EXTENSIONS[signature.type],
      },
      signature.bytes,
    );
    written.push(signatureKey);
    const pdfKey = await putPendingFile(
      deps,
      scope.tenant.id,
      { folder, name: `v${version.versionNumber}-signed`, extension: 'pdf' },
      signedPdf,
    );
    written.push(pdfKey);
    await recordSignature(db, {
      owner: customerOwner(scope),
      version,
      now,
      audit,
      signature: {
        key: signatureKey,
        type: signature.type,
        size: signature.bytes.length,
      },
      pdf: { key: pdfKey, size: signedPdf.length },
      signedPdfUrl: signedOfferPdfUrl(deps.config, scope.tenant.subdomain, result),
      inTransaction: (trx) => complete?.(trx, result) ?? Promise.resolve(),
    });
  } catch (error) {
    await discardPendingFiles(deps, written);
    throw error;
  }
  return result;
}

/** Two requests are the same when they sign the same version with the same image, as sent. */
function requestHash(request: SignRequest): string {
  const { offerId, versionNumber, signature } = request;
  return createHash('sha256')
    .update(JSON.stringify([offerId, versionNumber, signature.sentType, signature.sentSha256]))
    .digest('hex');
}

export function createOfferSigningService(
  deps: Pick<ServiceDeps, 'db' | 'store' | 'clock' | 'config'>,
): OfferSigningService {
  return {
    sign(scope, request, idempotencyKey) {
      const claim = {
        ...customerOwner(scope),
        operation: 'offer.sign',
        requestHash: requestHash(request),
      };
      return withIdempotencyKey(
        deps,
        idempotencyKey,
        claim,
        (complete) => signOffer(deps, scope, request, deps.clock(), complete),
        (json) => offerSignedSchema.parse(json),
      );
    },
  };
}
