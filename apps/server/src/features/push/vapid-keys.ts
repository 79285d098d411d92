// Each tenant's VAPID key pair (RFC 8292; decision 037): a P-256 key pair made with web-push,
// the private key stored sealed like the realms' signing keys, as a JWK bound to its tenant and
// key id. Made at start-up for every tenant that has none, and on first use for a tenant created
// while the portal runs; `npm run rotate-keys -- --reseal` seals them again after a change of
// KEY_ENCRYPTION_KEY, with the realm keys.
import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../platform/db/schema.ts';
import type { KeySealer } from '../../platform/identity/key-sealer.ts';
import {
  findVapidKeys,
  insertVapidKeysIfMissing,
  listAllVapidKeys,
  type StoredVapidKeys,
  tenantsWithoutVapidKeys,
  updateSealedVapidKey,
} from './push-key-repository.ts';

/** A tenant's keys as web-push takes them: base64url of the raw point and scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function privateJwk(keys: VapidKeys, kid: string): JWK {
  const point = Buffer.from(keys.publicKey, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
    d: keys.privateKey,
    kid,
    alg: 'ES256',
  };
}

function newStoredKeys(sealer: KeySealer, tenantId: number): StoredVapidKeys {
  const keys = webpush.generateVAPIDKeys();
  const kid = `vapid-${randomUUID()}`;
  return {
    tenantId,
    kid,
    publicKey: keys.publicKey,
    sealedPrivateKey: sealer.seal(privateJwk(keys, kid), { tenantId, kid }),
  };
}

function opened(sealer: KeySealer, stored: StoredVapidKeys): VapidKeys {
  const jwk = sealer.open(stored.sealedPrivateKey, { tenantId: stored.tenantId, kid: stored.kid });
  if (typeof jwk.d !== 'string') throw new Error(`VAPID key ${stored.kid} has no private part`);
  return { publicKey: stored.publicKey, privateKey: jwk.d };
}

async function storedKeys(
  db: Kysely<Database>,
  sealer: KeySealer,
  tenantId: number,
  now: Date,
): Promise<StoredVapidKeys> {
  const found = await findVapidKeys(db, tenantId);
  if (found) return found;
  await insertVapidKeysIfMissing(db, newStoredKeys(sealer, tenantId), now);
  const stored = await findVapidKeys(db, tenantId);
  if (!stored) throw new Error(`tenant ${tenantId} has no VAPID keys after storing them`);
  return stored;
}

/** The tenant's public key (the browser's applicationServerKey), made if it has none. */
export async function vapidPublicKey(
  db: Kysely<Database>,
  sealer: KeySealer,
  tenantId: number,
  now: Date,
): Promise<string> {
  return (await storedKeys(db, sealer, tenantId, now)).publicKey;
}

/** The tenant's key pair, opened, made if it has none. */
export async function vapidKeys(
  db: Kysely<Database>,
  sealer: KeySealer,
  tenantId: number,
  now: Date,
): Promise<VapidKeys> {
  return opened(sealer, await storedKeys(db, sealer, tenantId, now));
}

/** Gives every tenant without VAPID keys a pair (at start-up); how many were made. */
export async function ensureEveryTenantHasVapidKeys(
  db: Kysely<Database>,
  sealer: KeySealer,
  now: Date,
): Promise<number> {
  const missing = await tenantsWithoutVapidKeys(db);
  for (const tenantId of missing) {
    await insertVapidKeysIfMissing(db, newStoredKeys(sealer, tenantId), now);
  }
  return missing.length;
}

/** Seals every stored VAPID private key with the current key; how many were sealed again. */
export async function resealVapidKeys(db: Kysely<Database>, sealer: KeySealer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let resealed = 0;
    for (const stored of await listAllVapidKeys(trx)) {
      if (sealer.isCurrent(stored.sealedPrivateKey)) continue;
      const binding = { tenantId: stored.tenantId, kid: stored.kid };
      const sealedPrivateKey = sealer.seal(sealer.open(stored.sealedPrivateKey, binding), binding);
      await updateSealedVapidKey(trx, { ...binding, sealedPrivateKey });
      resealed += 1;
    }
    return resealed;
  });
}
