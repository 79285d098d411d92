// A realm's signing keys, stored sealed (platform/identity/realm-key-cipher.ts opens them). The
// provider signs with the newest key of each algorithm; a retired key stays published until its
// `retiredAt`, so tokens it signed still verify.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredSigningKey {
  kid: string;
  /** The private JWK as stored: sealed (or plain JSON, stored before keys were sealed). */
  sealedJwk: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** When the key stops being published (ISO-8601 UTC), or null while it is current. */
  retiredAt: string | null;
}

/** Every key of the realm, newest first (retired ones included: callers filter by time). */
export async function listSigningKeys(
  db: Kysely<Database>,
  tenantId: number,
): Promise<StoredSigningKey[]> {
  const rows = await db
    .selectFrom('realm_signing_keys')
    .select(['kid', 'private_jwk', 'created_at', 'retired_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    kid: row.kid,
    sealedJwk: row.private_jwk,
    createdAt: row.created_at,
    retiredAt: row.retired_at,
  }));
}

export async function insertSigningKeys(
  db: Kysely<Database>,
  tenantId: number,
  keys: readonly { kid: string; sealedJwk: string }[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('realm_signing_keys')
    .values(
      keys.map((key) => ({
        tenant_id: tenantId,
        kid: key.kid,
        private_jwk: key.sealedJwk,
        created_at: now.toISOString(),
        retired_at: null,
      })),
    )
    .execute();
}

/** Schedules the retirement of every current key of the realm except `keep`. */
export async function retireSigningKeys(
  db: Kysely<Database>,
  tenantId: number,
  keep: readonly string[],
  retiredAt: Date,
): Promise<void> {
  let query = db
    .updateTable('realm_signing_keys')
    .set({ retired_at: retiredAt.toISOString() })
    .where('tenant_id', '=', tenantId)
    .where('retired_at', 'is', null);
  if (keep.length > 0) query = query.where('kid', 'not in', keep);
  await query.execute();
}

/** Deletes keys retired before `before`: nothing they signed can still be valid. */
export async function deleteRetiredSigningKeys(
  db: Kysely<Database>,
  tenantId: number,
  before: Date,
): Promise<void> {
  await db
    .deleteFrom('realm_signing_keys')
    .where('tenant_id', '=', tenantId)
    .where('retired_at', '<', before.toISOString())
    .execute();
}

/** Every stored key of every realm (for a reseal). */
export async function listAllSigningKeys(
  db: Kysely<Database>,
): Promise<(StoredSigningKey & { tenantId: number })[]> {
  const rows = await db
    .selectFrom('realm_signing_keys')
    .select(['tenant_id', 'kid', 'private_jwk', 'created_at', 'retired_at'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    kid: row.kid,
    sealedJwk: row.private_jwk,
    createdAt: row.created_at,
    retiredAt: row.retired_at,
  }));
}

/** Replaces the stored form of one key (sealed again), the key itself unchanged. */
export async function updateSealedSigningKey(
  db: Kysely<Database>,
  key: { tenantId: number; kid: string; sealedJwk: string },
): Promise<void> {
  await db
    .updateTable('realm_signing_keys')
    .set({ private_jwk: key.sealedJwk })
    .where('tenant_id', '=', key.tenantId)
    .where('kid', '=', key.kid)
    .execute();
}
