// Public signing keys of each tenant's realm, cached. Embedded realms read them from the database
// (the provider's own keys); a tenant with an external issuer gets its published JWKS. `fresh`
// (an unknown key id) bypasses the cache, at most once per `minimumRefetchMs` per realm, so that
// a flood of tokens with made-up key ids cannot turn into a flood of key fetches.
import type { JSONWebKeySet, JWK } from 'jose';
import { exportJWK, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { RealmKeyCipher } from './realm-key-cipher.ts';
import { listRealmKeys } from './realm-keys.ts';

export interface RealmKeySource {
  publicKeys(tenant: TenantRecord, options: { fresh: boolean }): Promise<JSONWebKeySet>;
}

const cacheMs = 10 * 60_000;
const minimumRefetchMs = 30_000;

async function publicPart(privateJwk: JWK, kid: string): Promise<JWK> {
  const key = await importJWK(privateJwk, privateJwk.alg, { extractable: true });
  if (key instanceof Uint8Array) throw new Error(`realm key ${kid} is symmetric`);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = await exportJWK(key);
  return { ...publicJwk, kid, alg: privateJwk.alg, use: 'sig' };
}

async function fetchPublishedKeys(issuer: string): Promise<JSONWebKeySet> {
  const response = await fetch(`${issuer}/protocol/openid-connect/certs`, {
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`JWKS of ${issuer} answered ${response.status}`);
  return (await response.json()) as JSONWebKeySet;
}

export function createRealmKeySource(
  db: Kysely<Database>,
  cipher: RealmKeyCipher,
  clock: () => Date,
): RealmKeySource {
  const cache = new Map<number, { keys: JSONWebKeySet; fetchedAt: number }>();
  async function load(tenant: TenantRecord): Promise<JSONWebKeySet> {
    if (tenant.realm.externalIssuer) return fetchPublishedKeys(tenant.realm.externalIssuer);
    const now = clock().toISOString();
    // A retired key stays published until its retirement time, so tokens it signed still verify.
    const published = (await listRealmKeys(db, cipher, tenant.id)).filter(
      (key) => key.retiredAt === null || key.retiredAt > now,
    );
    return { keys: await Promise.all(published.map((key) => publicPart(key.privateJwk, key.kid))) };
  }
  const forcedAt = new Map<number, number>();
  return {
    async publicKeys(tenant, { fresh }) {
      // Cache ages use the monotonic process clock: they are operational, not business time.
      const now = performance.now();
      const hit = cache.get(tenant.id);
      if (hit && !fresh && now - hit.fetchedAt < cacheMs) return hit.keys;
      if (hit && fresh) {
        const lastForced = forcedAt.get(tenant.id);
        if (lastForced !== undefined && now - lastForced < minimumRefetchMs) return hit.keys;
        forcedAt.set(tenant.id, now);
      }
      const keys = await load(tenant);
      cache.set(tenant.id, { keys, fetchedAt: now });
      return keys;
    },
  };
}
