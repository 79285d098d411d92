// Signing keys of each embedded realm: one RS256 and one ES256 key, generated with jose on first
// use and stored in realm_signing_keys, so every instance and every restart signs with the same
// keys. Rotation adds new keys and schedules the old ones' retirement: until then they stay
// published (and verify the tokens they signed), but the provider signs with the new ones.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ACCEPTED_ALGORITHMS, ACCESS_TOKEN_TTL_SECONDS } from '../tenancy/realm-settings.ts';
import type { RealmKeyCipher } from './realm-key-cipher.ts';
import {
  deleteRetiredSigningKeys,
  insertSigningKeys,
  listAllSigningKeys,
  listSigningKeys,
  retireSigningKeys,
  type StoredSigningKey,
  updateSealedSigningKey,
} from './signing-key-repository.ts';

type Algorithm = (typeof ACCEPTED_ALGORITHMS)[number];

/** A realm key opened: the private JWK with `kid`, `alg` and `use: 'sig'`. */
export interface SigningKeyRecord extends Omit<StoredSigningKey, 'sealedJwk'> {
  privateJwk: JWK;
}

/** The realm's keys, opened, newest first (retired ones included: callers filter by time). */
export async function listRealmKeys(
  db: Kysely<Database>,
  cipher: RealmKeyCipher,
  tenantId: number,
): Promise<SigningKeyRecord[]> {
  const stored = await listSigningKeys(db, tenantId);
  return stored.map(({ sealedJwk, ...key }) => ({
    ...key,
    privateJwk: cipher.open(sealedJwk, { tenantId, kid: key.kid }),
  }));
}

function sealedFor(cipher: RealmKeyCipher, tenantId: number) {
  return (key: { kid: string; privateJwk: JWK }) => ({
    kid: key.kid,
    sealedJwk: cipher.seal(key.privateJwk, { tenantId, kid: key.kid }),
  });
}

/**
 * How long a replaced key stays published: well beyond the life of the access and ID tokens it
 * signed (refresh tokens are judged by their stored record, not their signature: refresh-token-jwt.ts).
 */
export const KEY_RETIREMENT_GRACE_SECONDS = 2 * ACCESS_TOKEN_TTL_SECONDS;

async function generateSigningKey(alg: Algorithm): Promise<{ kid: string; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `${alg.toLowerCase()}-${randomUUID()}`;
  return { kid, privateJwk: { ...(await exportJWK(privateKey)), kid, alg, use: 'sig' } };
}

function isPublished(key: { retiredAt: string | null }, now: Date): boolean {
  return key.retiredAt === null || key.retiredAt > now.toISOString();
}

/**
 * The private JWKs the provider loads: current keys first (the provider signs with the first key
 * of each algorithm), then retired keys still within their grace period.
 */
export function publishedJwks(keys: readonly SigningKeyRecord[], now: Date): JWK[] {
  const published = keys.filter((key) => isPublished(key, now));
  const current = published.filter((key) => key.retiredAt === null);
  const retiring = published.filter((key) => key.retiredAt !== null);
  return [...current, ...retiring].map((key) => key.privateJwk);
}

/** The realm's keys, generating a current key for each algorithm that has none. */
export async function ensureRealmKeys(
  db: Kysely<Database>,
  cipher: RealmKeyCipher,
  tenantId: number,
  now: Date,
): Promise<SigningKeyRecord[]> {
  const keys = await listRealmKeys(db, cipher, tenantId);
  const missing = ACCEPTED_ALGORITHMS.filter(
    (alg) => !keys.some((key) => key.retiredAt === null && key.privateJwk.alg === alg),
  );
  if (missing.length === 0) return keys;
  const fresh = await Promise.all(missing.map(generateSigningKey));
  await insertSigningKeys(db, tenantId, fresh.map(sealedFor(cipher, tenantId)), now);
  return listRealmKeys(db, cipher, tenantId);
}

/**
 * New current keys for the realm; the previous ones are retired `graceSeconds` from now. Keys
 * retired long ago (past their grace) are deleted. Returns the new key ids.
 */
export async function rotateRealmKeys(
  db: Kysely<Database>,
  cipher: RealmKeyCipher,
  tenantId: number,
  options: { now?: Date; graceSeconds?: number } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const grace = options.graceSeconds ?? KEY_RETIREMENT_GRACE_SECONDS;
  const fresh = await Promise.all(ACCEPTED_ALGORITHMS.map(generateSigningKey));
  const kids = fresh.map((key) => key.kid);
  await db.transaction().execute(async (trx) => {
    await deleteRetiredSigningKeys(trx, tenantId, now);
    await insertSigningKeys(trx, tenantId, fresh.map(sealedFor(cipher, tenantId)), now);
    await retireSigningKeys(trx, tenantId, kids, new Date(now.getTime() + grace * 1000));
  });
  return kids;
}

/** A fingerprint of what the provider must load: changes when a key is added or leaves. */
export function keysFingerprint(
  keys: readonly { kid: string; retiredAt: string | null }[],
  now: Date,
): string {
  return keys
    .filter((key) => isPublished(key, now))
    .map((key) => `${key.kid}:${key.retiredAt ?? ''}`)
    .join(',');
}

/** Seals every stored key of every realm with the current key (keys stored in plain JSON, or
 * sealed with a previous key). Returns how many were sealed again. */
export async function resealRealmKeys(
  db: Kysely<Database>,
  cipher: RealmKeyCipher,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let resealed = 0;
    for (const key of await listAllSigningKeys(trx)) {
      if (cipher.isCurrent(key.sealedJwk)) continue;
      const binding = { tenantId: key.tenantId, kid: key.kid };
      const sealedJwk = cipher.seal(cipher.open(key.sealedJwk, binding), binding);
      await updateSealedSigningKey(trx, { ...binding, sealedJwk });
      resealed += 1;
    }
    return resealed;
  });
}
