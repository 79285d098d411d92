// Signs access tokens for API tests the way a realm does, with keys stored as the realm's own
// (realm_signing_keys), so the real verifier is exercised end to end. Attack tests bend one
// property at a time.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../src/platform/db/schema.ts';

export interface RealmTestKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function createRealmTestKey(
  alg: 'RS256' | 'ES256',
  kid = `test-${alg}-${randomUUID()}`,
): Promise<RealmTestKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg } };
}

/** Publishes a key as one of the tenant realm's signing keys. */
export async function storeRealmKey(
  db: Kysely<Database>,
  tenantId: number,
  key: RealmTestKey,
  createdAt: Date,
): Promise<void> {
  const privateJwk = { ...(await exportJWK(key.privateKey)), kid: key.kid, alg: key.alg };
  await db
    .insertInto('realm_signing_keys')
    .values({
      tenant_id: tenantId,
      kid: key.kid,
      private_jwk: JSON.stringify(privateJwk),
      created_at: createdAt.toISOString(),
      retired_at: null,
    })
    .execute();
}

export async function signToken(
  key: RealmTestKey,
  claims: JWTPayload,
  header: { typ?: string; kid?: string } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: header.kid ?? key.kid, typ: header.typ ?? 'at+jwt' })
    .sign(key.privateKey);
}
