// Idempotency keys (table idempotency_keys): claimed by inserting first, so the unique
// (tenant_id, customer_id, idempotency_key) constraint lets exactly one concurrent caller win.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface IdempotencyClaim {
  tenantId: number;
  customerId: number;
  key: string;
  operation: string;
  requestHash: string;
}

export interface StoredIdempotency {
  operation: string;
  requestHash: string;
  responseStatus: number | null;
  responseJson: string | null;
}

/** True when this call inserted (claimed) the key; false when it already existed. */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      tenant_id: claim.tenantId,
      customer_id: claim.customerId,
      idempotency_key: claim.key,
      operation: claim.operation,
      request_hash: claim.requestHash,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'customer_id', 'idempotency_key']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Takes over a claim of the same request whose result never came (its process died) and whose
 * claim is older than `staleBefore` (ISO 8601): true when this call now holds it.
 */
export async function reclaimStaleIdempotencyKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  now: string,
  staleBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: now })
    .where('tenant_id', '=', claim.tenantId)
    .where('customer_id', '=', claim.customerId)
    .where('idempotency_key', '=', claim.key)
    .where('operation', '=', claim.operation)
    .where('request_hash', '=', claim.requestHash)
    .where('response_status', 'is', null)
    .where('created_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findIdempotencyKey(
  db: Kysely<Database>,
  claim: Pick<IdempotencyClaim, 'tenantId' | 'customerId' | 'key'>,
): Promise<StoredIdempotency | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'response_status', 'response_json'])
    .where('tenant_id', '=', claim.tenantId)
    .where('customer_id', '=', claim.customerId)
    .where('idempotency_key', '=', claim.key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    operation: row.operation,
    requestHash: row.request_hash,
    responseStatus: row.response_status,
    responseJson: row.response_json,
  };
}

/** Stores the result, unless one is stored already (the first result stays): true when stored. */
export async function completeIdempotencyKey(
  db: Kysely<Database>,
  claim: Pick<IdempotencyClaim, 'tenantId' | 'customerId' | 'key'>,
  response: { status: number; json: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ response_status: response.status, response_json: response.json })
    .where('tenant_id', '=', claim.tenantId)
    .where('customer_id', '=', claim.customerId)
    .where('idempotency_key', '=', claim.key)
    .where('response_status', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees a claim whose work failed unexpectedly, so that a retry can run it. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  claim: Pick<IdempotencyClaim, 'tenantId' | 'customerId' | 'key'>,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', claim.tenantId)
    .where('customer_id', '=', claim.customerId)
    .where('idempotency_key', '=', claim.key)
    .where('response_status', 'is', null)
    .execute();
}

/**
 * Deletes the records created before `cutoff` (ISO 8601), of every tenant: a retention purge, the
 * one query here not scoped to a customer. Returns how many went.
 */
export async function deleteIdempotencyKeysCreatedBefore(
  db: Kysely<Database>,
  cutoff: string,
): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
