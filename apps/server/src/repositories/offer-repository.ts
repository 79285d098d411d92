// Offers and their versions, always scoped by tenant and owning customer: a row of another
// customer or tenant is simply not found.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OfferScope {
  tenantId: number;
  customerId: number;
}

export interface OfferRecord {
  id: number;
  installationId: number;
  offerTypeId: number;
  statusId: number;
}

export interface OfferVersionRecord {
  id: number;
  offerId: number;
  versionNumber: number;
  statusId: number;
  createdAt: string;
  validUntil: string | null;
  seenAt: string | null;
  signedAt: string | null;
  signatureDocumentId: number | null;
  totalExclVatCents: number;
  totalInclVatCents: number;
}

export async function findOwnOffer(
  db: Kysely<Database>,
  scope: OfferScope,
  offerId: number,
): Promise<OfferRecord | undefined> {
  const row = await db
    .selectFrom('offers')
    .select(['id', 'installation_id', 'offer_type_id', 'status_id'])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    installationId: row.installation_id,
    offerTypeId: row.offer_type_id,
    statusId: row.status_id,
  };
}

/** The versions of an offer (which the caller has checked is the customer's), oldest first. */
export async function listOfferVersions(
  db: Kysely<Database>,
  tenantId: number,
  offerId: number,
): Promise<OfferVersionRecord[]> {
  const rows = await db
    .selectFrom('offer_versions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('offer_id', '=', offerId)
    .orderBy('version_number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    offerId: row.offer_id,
    versionNumber: row.version_number,
    statusId: row.status_id,
    createdAt: row.created_at,
    validUntil: row.valid_until,
    seenAt: row.seen_at,
    signedAt: row.signed_at,
    signatureDocumentId: row.signature_document_id,
    totalExclVatCents: row.total_excl_vat_cents,
    totalInclVatCents: row.total_incl_vat_cents,
  }));
}

/** Records the first time the version was seen; later calls keep that time. */
export async function markVersionSeen(
  db: Kysely<Database>,
  tenantId: number,
  versionId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('offer_versions')
    .set({ seen_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', versionId)
    .where('seen_at', 'is', null)
    .execute();
}
