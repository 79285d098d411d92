// Offers and their versions, always scoped by tenant and owning customer: a row of another
// customer or tenant is simply not found.

import { OfferStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import { compiledOnce, type Slots } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

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

// The offer pages read an offer and its versions on every call: compiled once.
const ownOffer = compiledOnce(
  (db, key: Slots<{ tenantId: number; customerId: number; offerId: number }>) =>
    db
      .selectFrom('offers')
      .select(['id', 'installation_id', 'offer_type_id', 'status_id'])
      .where('tenant_id', '=', key.tenantId)
      .where('customer_id', '=', key.customerId)
      .where('id', '=', key.offerId),
);

const offerVersions = compiledOnce((db, key: Slots<{ tenantId: number; offerId: number }>) =>
  db
    .selectFrom('offer_versions')
    .selectAll()
    .where('tenant_id', '=', key.tenantId)
    .where('offer_id', '=', key.offerId)
    .orderBy('version_number'),
);

export async function findOwnOffer(
  db: Kysely<Database>,
  scope: CustomerOwner,
  offerId: number,
): Promise<OfferRecord | undefined> {
  const [row] = await ownOffer(db, { ...scope, offerId });
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
  const rows = await offerVersions(db, { tenantId, offerId });
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

/** Records the first time the version was seen; false when it already was (that time stands). */
export async function markVersionSeen(
  db: Kysely<Database>,
  tenantId: number,
  versionId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('offer_versions')
    .set({ seen_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', versionId)
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findVersionSeenAt(
  db: Kysely<Database>,
  tenantId: number,
  versionId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('offer_versions')
    .select('seen_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return row?.seen_at ?? null;
}

/**
 * Marks the customer's offer Signed, unless it is done already (signed or completed): false then.
 * Run first in the signing transaction, this update also holds the offer's row, so concurrent
 * signers of one offer go one after the other and the later one finds it done.
 */
export async function markOfferSigned(
  db: Kysely<Database>,
  scope: CustomerOwner,
  offerId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({ status_id: OfferStatusId.Signed, updated_at: at })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', offerId)
    .where('status_id', 'not in', [OfferStatusId.Signed, OfferStatusId.Completed])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks the version Signed with its signature, only while it is still signable in the database:
 * unsigned, not done or expired, and still the offer's latest version. False otherwise, so a
 * concurrent or stale signature changes nothing.
 */
export async function markVersionSigned(
  db: Kysely<Database>,
  tenantId: number,
  version: { id: number; offerId: number; versionNumber: number },
  signed: { signatureDocumentId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('offer_versions')
    .set({
      status_id: OfferStatusId.Signed,
      signed_at: signed.at,
      signature_document_id: signed.signatureDocumentId,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', version.id)
    .where('signed_at', 'is', null)
    .where('status_id', 'not in', [
      OfferStatusId.Signed,
      OfferStatusId.Completed,
      OfferStatusId.Expired,
    ])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('offer_versions as newer')
            .select('newer.id')
            .where('newer.tenant_id', '=', tenantId)
            .where('newer.offer_id', '=', version.offerId)
            .where('newer.version_number', '>', version.versionNumber),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
