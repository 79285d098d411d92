// Stored files of offer versions (signature images, signed PDFs): metadata in stored_documents,
// bytes in the file store under the storage key.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export const OFFER_VERSION_OWNER = 'offer_version';
export const SignedOfferKind = { Signature: 'signature', SignedPrint: 'signed-print' } as const;
/** The back office's own print of a version (the integration API, decision 054). */
export const OfferPrintKind = 'print';

export interface NewStoredDocument {
  tenantId: number;
  customerId: number;
  ownerId: number;
  /** Defaults to offer_version. */
  ownerType?: string;
  kind: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: string;
}

export async function insertOfferDocument(
  db: Kysely<Database>,
  document: NewStoredDocument,
): Promise<number> {
  const row = await db
    .insertInto('stored_documents')
    .values({
      tenant_id: document.tenantId,
      customer_id: document.customerId,
      owner_type: document.ownerType ?? OFFER_VERSION_OWNER,
      owner_id: document.ownerId,
      kind: document.kind,
      file_name: document.fileName,
      content_type: document.contentType,
      size_bytes: document.sizeBytes,
      storage_key: document.storageKey,
      created_at: document.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest stored file of that kind for the version, if any. */
export async function findOfferDocument(
  db: Kysely<Database>,
  tenantId: number,
  versionId: number,
  kind: string,
): Promise<{ storageKey: string; contentType: string } | undefined> {
  const row = await db
    .selectFrom('stored_documents')
    .select(['storage_key', 'content_type'])
    .where('tenant_id', '=', tenantId)
    .where('owner_type', '=', OFFER_VERSION_OWNER)
    .where('owner_id', '=', versionId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { storageKey: row.storage_key, contentType: row.content_type } : undefined;
}

/** The signed PDF of an offer version of the tenant, by offer and version number (the back
 * office's link in the offer.signed integration event). */
export async function findSignedPrintOfVersion(
  db: Kysely<Database>,
  tenantId: number,
  version: { offerId: number; versionNumber: number },
): Promise<{ storageKey: string } | undefined> {
  const row = await db
    .selectFrom('offer_versions as v')
    .innerJoin('stored_documents as d', (join) =>
      join
        .onRef('d.tenant_id', '=', 'v.tenant_id')
        .onRef('d.owner_id', '=', 'v.id')
        .on('d.owner_type', '=', OFFER_VERSION_OWNER)
        .on('d.kind', '=', SignedOfferKind.SignedPrint),
    )
    .select('d.storage_key')
    .where('v.tenant_id', '=', tenantId)
    .where('v.offer_id', '=', version.offerId)
    .where('v.version_number', '=', version.versionNumber)
    .orderBy('d.id', 'desc')
    .executeTakeFirst();
  return row ? { storageKey: row.storage_key } : undefined;
}
