// Upsell proposals of the customer's offers, scoped by tenant and customer.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface UpsellRecord {
  id: number;
  offerId: number;
  versionNumber: number;
  type: string;
  name: string;
  createdAt: string;
  acceptedAt: string | null;
}

export async function listOwnUpsells(
  db: Kysely<Database>,
  scope: CustomerOwner,
  offerId: number,
): Promise<UpsellRecord[]> {
  const rows = await db
    .selectFrom('upsell_offers')
    .select([
      'id',
      'offer_id',
      'version_number',
      'upsell_type',
      'name',
      'created_at',
      'accepted_at',
    ])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    offerId: row.offer_id,
    versionNumber: row.version_number,
    type: row.upsell_type,
    name: row.name,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
  }));
}

/** Marks the proposal accepted with the signature; false when it already was. */
export async function markUpsellAccepted(
  db: Kysely<Database>,
  scope: CustomerOwner,
  upsellId: number,
  accepted: { signatureDocumentId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('upsell_offers')
    .set({ accepted_at: accepted.at, signature_document_id: accepted.signatureDocumentId })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', upsellId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
