// Upsell proposals (spec §3: upsell with type, name, file): listing those of an offer version and
// accepting one with a drawn signature (POST offers/{offerId}/upsale). Accepting stores the
// signature, marks the proposal accepted, writes an audit entry and records the upsell.requested
// integration event, in one transaction.
import { ErrorCode } from '@portal/contract/error-code';
import type { UpsellOffer } from '@portal/contract/offers';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  discardPendingFiles,
  putPendingFile,
  settlePendingFilesIn,
} from '../../platform/files/pending-files.ts';
import { IMAGE_EXTENSIONS, type SignatureUpload } from '../../platform/images/signature-image.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { insertOfferDocument } from './offer-document-repository.ts';
import { sha256Hex } from './offer-document-service.ts';
import { findOwnOffer, type OfferRecord } from './offer-repository.ts';
import { listOwnUpsells, markUpsellAccepted } from './offer-upsell-repository.ts';
import type { OfferVersionIds } from './offer-version-service.ts';
import { offerNotFound } from './owned-offer.ts';

export interface UpsellRequest {
  offerId: number;
  type: string;
  name: string;
  signature: SignatureUpload;
}

export interface OfferUpsellService {
  list(scope: RequestScope, ids: OfferVersionIds): Promise<UpsellOffer[]>;
  accept(scope: RequestScope, request: UpsellRequest): Promise<UpsellOffer>;
}

async function ownOffer(
  db: Kysely<Database>,
  scope: RequestScope,
  offerId: number,
): Promise<OfferRecord> {
  const offer = await findOwnOffer(db, customerOwner(scope), offerId);
  if (!offer) throw offerNotFound();
  return offer;
}

function alreadyAccepted(): AppError {
  return new AppError(ErrorCode.Conflict, 'This upsell offer was already accepted.');
}

async function acceptUpsell(
  deps: Pick<ServiceDeps, 'db' | 'store' | 'clock'>,
  scope: RequestScope,
  request: UpsellRequest,
  now: Date,
): Promise<UpsellOffer> {
  const { db } = deps;
  const owner = customerOwner(scope);
  const offer = await ownOffer(db, scope, request.offerId);
  const upsell = (await listOwnUpsells(db, owner, offer.id))
    .filter((candidate) => candidate.type === request.type && candidate.name === request.name)
    .at(-1);
  if (!upsell) throw new AppError(ErrorCode.NotFound, 'This upsell offer does not exist.');
  if (upsell.acceptedAt) throw alreadyAccepted();
  const at = now.toISOString();
  const key = await putPendingFile(
    deps,
    scope.tenant.id,
    {
      folder: `offers/${offer.id}`,
      name: `upsell-${upsell.id}-signature`,
      extension: IMAGE_EXTENSIONS[request.signature.type],
    },
    request.signature.bytes,
  );
  try {
    await db.transaction().execute(async (trx) => {
      await settlePendingFilesIn(trx, [key]);
      const signatureDocumentId = await insertOfferDocument(trx, {
        ...owner,
        ownerId: upsell.id,
        ownerType: 'upsell_offer',
        kind: 'signature',
        fileName: key.split('/').at(-1) ?? 'signature',
        contentType: request.signature.type,
        sizeBytes: request.signature.bytes.length,
        storageKey: key,
        createdAt: at,
      });
      const accepted = { signatureDocumentId, at };
      if (!(await markUpsellAccepted(trx, owner, upsell.id, accepted))) throw alreadyAccepted();
      await recordAudit(trx, {
        owner,
        action: 'offer.upsell-accepted',
        entity: { type: 'upsell_offer', id: upsell.id },
        details: {
          offerId: offer.id,
          type: upsell.type,
          name: upsell.name,
          signedAt: at,
          ip: scope.client.ip,
          userAgent: scope.client.userAgent,
          signatureSha256: sha256Hex(request.signature.bytes),
        },
        at: now,
      });
      await recordIntegrationEvent(trx, {
        tenantId: owner.tenantId,
        type: 'upsell.requested',
        entityId: offer.id,
        data: {
          customerId: owner.customerId,
          offerId: offer.id,
          upsellId: upsell.id,
          type: upsell.type,
          name: upsell.name,
          requestedAt: at,
        },
        at: now,
      });
    });
  } catch (error) {
    await discardPendingFiles(deps, [key]);
    throw error;
  }
  return { ...upsell, acceptedAt: at };
}

export function createOfferUpsellService(
  deps: Pick<ServiceDeps, 'db' | 'store' | 'clock'>,
): OfferUpsellService {
  return {
    async list(scope, ids) {
      const offer = await ownOffer(deps.db, scope, ids.offerId);
      const upsells = await listOwnUpsells(deps.db, customerOwner(scope), offer.id);
      return upsells.filter((upsell) => upsell.versionNumber === ids.versionNumber);
    },
    accept: (scope, request) => acceptUpsell(deps, scope, request, deps.clock()),
  };
}
