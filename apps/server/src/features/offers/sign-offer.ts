// Signing an offer version (spec §2), read top to bottom. Only the current (latest), unsigned,
// unexpired version of the token's customer's offer can be signed; anything else is a 409 and
// changes nothing. An Idempotency-Key makes repeats return the first result: the idempotency
// scope (offer-idempotency.ts) runs the use case once and owns its one transaction, which it
// hands in as `commit`. In that scope the use case
// 1. loads the customer's offer with its versions, once (owned-offer.ts), and checks the version;
// 2. renders the signed PDF (shown PDF + stamped signature + audit page);
// 3. writes the signature image and the signed PDF as pending files (decision 024);
// 4. commits: the signature's records (offer-signing-transaction.ts) and the request's result in
//    one transaction; the files are removed again when it fails.
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
import { runOnce } from './offer-idempotency.ts';
import { signableVersion } from './offer-signable.ts';
import { recordSignature } from './offer-signing-transaction.ts';
import { loadOwnOffer, offerNotFound } from './owned-offer.ts';
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

type SigningDeps = PendingFileDeps & Pick<ServiceDeps, 'config' | 'clock'>;

/** Two requests are the same when they sign the same version with the same image, as sent. */
function requestHash(request: SignRequest): string {
  const { offerId, versionNumber, signature } = request;
  return createHash('sha256')
    .update(JSON.stringify([offerId, versionNumber, signature.sentType, signature.sentSha256]))
    .digest('hex');
}

export function signOffer(
  deps: SigningDeps,
  scope: RequestScope,
  request: SignRequest,
  idempotencyKey: string | undefined,
): Promise<OfferSigned> {
  const owner = customerOwner(scope);
  const claim = { ...owner, operation: 'offer.sign', requestHash: requestHash(request) };
  const decode = (json: unknown) => offerSignedSchema.parse(json);
  return runOnce(deps, idempotencyKey, claim, decode, async (commit) => {
    const now = deps.clock();
    const own = await loadOwnOffer(deps.db, scope, request.offerId);
    const version = signableVersion(own.offer, own.versions, request.versionNumber, now);
    const { customer } = scope;
    if (!customer) throw offerNotFound();
    // Decoded only now, for an offer of this customer that can be signed (decision 067).
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
    const signedPdf = await renderSignedOfferPdf(shown, signature, audit, scope.language);
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

      return await commit(async (trx) => {
        await recordSignature(trx, {
          owner,
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
        });
        return result;
      });
    } catch (error) {
      await discardPendingFiles(deps, written);
      throw error;
    }
  });
}

export function createOfferSigningService(deps: SigningDeps): OfferSigningService {
  return {
    sign: (scope, request, idempotencyKey) => signOffer(deps, scope, request, idempotencyKey),
  };
}
