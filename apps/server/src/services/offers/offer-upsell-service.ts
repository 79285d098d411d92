// Upsell proposals (spec §3: upsell with type, name, file): listing those of an offer version and
// accepting one with a drawn signature (POST offers/{offerId}/upsale). Accepting stores the
// signature, marks the proposal accepted and writes an audit entry, in one transaction.
import { ErrorCode } from '@portal/contract/error-code';
import type { UpsellOffer } from '@portal/contract/offers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from '../../documents/file-store.ts';
import type { SignatureImageType } from '../../documents/signed-offer-pdf.ts';
import { AppError } from '../../errors/app-error.ts';
import { insertOfferDocument } from '../../repositories/offer-document-repository.ts';
import { acceptUpsell, listOwnUpsells } from '../../repositories/offer-upsell-repository.ts';
import { sha256Hex } from './offer-document-service.ts';
import { type CustomerScope, loadOwnOffer } from './offer-version-service.ts';

export async function listUpsells(
  db: Kysely<Database>,
  scope: CustomerScope,
  ids: { offerId: number; versionNumber: number },
): Promise<UpsellOffer[]> {
  const { offer } = await loadOwnOffer(db, scope, ids.offerId);
  const own = { tenantId: scope.tenant.id, customerId: scope.customerId };
  const upsells = await listOwnUpsells(db, own, offer.id);
  return upsells.filter((upsell) => upsell.versionNumber === ids.versionNumber);
}

export interface UpsaleRequest {
  offerId: number;
  type: string;
  name: string;
  signature: { bytes: Uint8Array; type: SignatureImageType };
  ip: string;
  userAgent: string;
}

const EXTENSIONS: Record<SignatureImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

export async function acceptUpsale(
  deps: { db: Kysely<Database>; store: FileStore },
  scope: CustomerScope,
  request: UpsaleRequest,
  now: Date,
): Promise<UpsellOffer> {
  const { db, store } = deps;
  const { offer } = await loadOwnOffer(db, scope, request.offerId);
  const own = { tenantId: scope.tenant.id, customerId: scope.customerId };
  const upsell = (await listOwnUpsells(db, own, offer.id))
    .filter((candidate) => candidate.type === request.type && candidate.name === request.name)
    .at(-1);
  if (!upsell) throw new AppError(ErrorCode.NotFound, 'This upsell offer does not exist.');
  const alreadyAccepted = () =>
    new AppError(ErrorCode.Conflict, 'This upsell offer was already accepted.');
  if (upsell.acceptedAt) throw alreadyAccepted();
  const at = now.toISOString();
  const key = await store.put(
    scope.tenant.id,
    {
      folder: `offers/${offer.id}`,
      name: `upsell-${upsell.id}-signature`,
      extension: EXTENSIONS[request.signature.type],
    },
    request.signature.bytes,
  );
  try {
    await db.transaction().execute(async (trx) => {
      const documentId = await insertOfferDocument(trx, {
        tenantId: own.tenantId,
        customerId: own.customerId,
        ownerId: upsell.id,
        ownerType: 'upsell_offer',
        kind: 'signature',
        fileName: key.split('/').at(-1) ?? 'signature',
        contentType: request.signature.type,
        sizeBytes: request.signature.bytes.length,
        storageKey: key,
        createdAt: at,
      });
      const accepted = await acceptUpsell(trx, own, upsell.id, {
        signatureDocumentId: documentId,
        at,
      });
      if (!accepted) throw alreadyAccepted();
      await trx
        .insertInto('audit_log')
        .values({
          tenant_id: own.tenantId,
          customer_id: own.customerId,
          action: 'offer.upsell-accepted',
          entity_type: 'upsell_offer',
          entity_id: upsell.id,
          details: JSON.stringify({
            offerId: offer.id,
            type: upsell.type,
            name: upsell.name,
            signedAt: at,
            ip: request.ip,
            userAgent: request.userAgent,
            signatureSha256: sha256Hex(request.signature.bytes),
          }),
          created_at: at,
        })
        .execute();
    });
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  return { ...upsell, acceptedAt: at };
}
