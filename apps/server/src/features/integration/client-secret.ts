// An integration client's secret (client_secret_basic), made here and stored only as a hash
// (decision 075): a database dump or a backup of the data folder gives no secret away, even with
// the key-encryption key beside it. The secret is 256 random bits, so a single SHA-256 is enough:
// slow hashes (scrypt, argon2) defend low-entropy passwords against guessing, and nobody can
// enumerate 2^256 candidates; a fast hash keeps every token request cheap. Compared in constant
// time. Secrets sealed before (decision 053) are turned into hashes once, at start-up.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { KeyBinding, KeySealer } from '../../platform/identity/key-sealer.ts';
import {
  listAllIntegrationSecrets,
  updateStoredIntegrationSecret,
} from './repositories/integration-client-repository.ts';

/** The stored form's prefix: a value without it is a secret sealed before hashing. */
const HASH_PREFIX = 'sha256$';

/** 256 random bits, base64url: nothing to URL-encode in an Authorization: Basic header. */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashClientSecret(secret: string): string {
  return `${HASH_PREFIX}${createHash('sha256').update(secret, 'utf8').digest('base64url')}`;
}

export function isHashedSecret(stored: string): boolean {
  return stored.startsWith(HASH_PREFIX);
}

/** Whether `presented` is the secret `stored` is the hash of, in constant time. */
export function clientSecretMatches(stored: string, presented: string): boolean {
  if (!isHashedSecret(stored)) return false;
  const expected = Buffer.from(stored, 'utf8');
  const actual = Buffer.from(hashClientSecret(presented), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function bindingOf(tenantId: number, clientId: string): KeyBinding {
  return { tenantId, kid: `integration-client:${clientId}` };
}

/** Opens a secret sealed before hashing (a symmetric JWK bound to tenant and client id). */
export function openSealedClientSecret(
  sealer: KeySealer,
  tenantId: number,
  clientId: string,
  sealed: string,
): string {
  const jwk = sealer.open(sealed, bindingOf(tenantId, clientId));
  if (jwk.kty !== 'oct' || typeof jwk.k !== 'string') {
    throw new Error(`the secret of integration client ${clientId} is not a sealed secret`);
  }
  return Buffer.from(jwk.k, 'base64url').toString('utf8');
}

/** Seals a secret as it was stored before hashing: for the conversion's tests only. */
export function sealClientSecretForTest(
  sealer: KeySealer,
  tenantId: number,
  clientId: string,
  secret: string,
): string {
  const jwk = { kty: 'oct', k: Buffer.from(secret, 'utf8').toString('base64url') };
  return sealer.seal(jwk, bindingOf(tenantId, clientId));
}

/** Replaces every still-sealed client secret by its hash, in one transaction; run at start-up
 * and by `rotate-keys --reseal`. Idempotent: hashed rows are skipped. Returns how many changed. */
export async function hashSealedClientSecrets(
  db: Kysely<Database>,
  sealer: KeySealer,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let hashed = 0;
    for (const stored of await listAllIntegrationSecrets(trx)) {
      if (isHashedSecret(stored.secretHash)) continue;
      const { tenantId, clientId } = stored;
      const secret = openSealedClientSecret(sealer, tenantId, clientId, stored.secretHash);
      await updateStoredIntegrationSecret(trx, {
        tenantId,
        clientId,
        secretHash: hashClientSecret(secret),
      });
      hashed += 1;
    }
    return hashed;
  });
}
