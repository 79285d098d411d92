// One-time links sent by mail (registration confirmation, password reset). Only a SHA-256 hash of
// each token is stored, so a database leak reveals no usable link.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerTokenPurpose } from '../../platform/db/tables/identity-tables.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface CustomerTokenRecord {
  id: number;
  customerId: number;
  purpose: CustomerTokenPurpose;
  expiresAt: string;
  usedAt: string | null;
}

/** Stores a new token; earlier unused tokens of the same purpose expire now (one live link). */
export async function insertCustomerToken(
  db: Kysely<Database>,
  scope: CustomerOwner,
  token: { purpose: CustomerTokenPurpose; hash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('customer_tokens')
    .set({ expires_at: at })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('purpose', '=', token.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  await db
    .insertInto('customer_tokens')
    .values({
      tenant_id: scope.tenantId,
      customer_id: scope.customerId,
      purpose: token.purpose,
      token_hash: token.hash,
      expires_at: token.expiresAt.toISOString(),
      created_at: at,
    })
    .execute();
}

export async function findCustomerToken(
  db: Kysely<Database>,
  tenantId: number,
  purpose: CustomerTokenPurpose,
  hash: string,
): Promise<CustomerTokenRecord | undefined> {
  const row = await db
    .selectFrom('customer_tokens')
    .select(['id', 'customer_id', 'purpose', 'expires_at', 'used_at'])
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      customerId: row.customer_id,
      purpose: row.purpose,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  );
}

/** Marks the token used unless it already was (single use, even under concurrent requests). */
export async function useCustomerToken(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('customer_tokens')
    .set({ used_at: now.toISOString() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
