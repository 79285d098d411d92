// The database side of signing, in one transaction: re-check that the version is still signable,
// mark it and the offer Signed (a conditional update, so a concurrent signer gets 0 rows and a
// 409), store the two documents and write the audit entry.
import { OfferStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SigningAudit } from '../../documents/signed-offer-pdf.ts';
import {
  insertOfferDocument,
  SignedOfferKind,
} from '../../repositories/offer-document-repository.ts';
import { notSignable, signableVersion } from './offer-signable.ts';
import { type CustomerScope, loadOwnOffer } from './offer-version-service.ts';

export interface SignatureRecord {
  scope: CustomerScope;
  offerId: number;
  versionNumber: number;
  now: Date;
  audit: SigningAudit;
  signature: { key: string; type: string; size: number };
  pdf: { key: string; size: number };
}

export async function recordSignature(
  db: Kysely<Database>,
  record: SignatureRecord,
): Promise<void> {
  const { scope, now, audit } = record;
  const tenantId = scope.tenant.id;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const { offer, versions } = await loadOwnOffer(trx, scope, record.offerId);
    const version = signableVersion(offer.statusId, versions, record.versionNumber, now);
    const document = {
      tenantId,
      customerId: scope.customerId,
      ownerId: version.id,
      createdAt: at,
    };
    const signatureId = await insertOfferDocument(trx, {
      ...document,
      kind: SignedOfferKind.Signature,
      fileName: record.signature.key.split('/').at(-1) ?? 'signature',
      contentType: record.signature.type,
      sizeBytes: record.signature.size,
      storageKey: record.signature.key,
    });
    const marked = await trx
      .updateTable('offer_versions')
      .set({ status_id: OfferStatusId.Signed, signed_at: at, signature_document_id: signatureId })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', version.id)
      .where('signed_at', 'is', null)
      .where('status_id', 'not in', [
        OfferStatusId.Signed,
        OfferStatusId.Completed,
        OfferStatusId.Expired,
      ])
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw notSignable();
    await insertOfferDocument(trx, {
      ...document,
      kind: SignedOfferKind.SignedPrint,
      fileName: `Offer${offer.id}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: record.pdf.size,
      storageKey: record.pdf.key,
    });
    await trx
      .updateTable('offers')
      .set({ status_id: OfferStatusId.Signed, updated_at: at })
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', offer.id)
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        tenant_id: tenantId,
        customer_id: scope.customerId,
        action: 'offer.signed',
        entity_type: 'offer_version',
        entity_id: version.id,
        details: JSON.stringify({
          offerId: offer.id,
          versionNumber: version.versionNumber,
          ...audit,
        }),
        created_at: at,
      })
      .execute();
  });
}
