// Public signing keys of each tenant's realm, cached per tenant and issuer (a tenant moved to or
// from an external issuer starts afresh). Embedded realms read them from the database (the
// provider's own keys); a tenant with an external issuer gets its published JWKS
// (published-jwks.ts). `fresh` (an unknown key id) bypasses the cache, at most once per
// `MINIMUM_REFETCH_MS` per realm, so that a flood of tokens with made-up key ids cannot turn
// into a flood of key fetches. Concurrent calls share one load. When a load fails, the keys last
// loaded are served on for up to `MAX_STALE_MS` (an issuer's outage does not end its customers'
// sessions); an external issuer is asked again at most once per `RETRY_AFTER_FAILURE_MS`, and
// without any keys calls fail at once until then rather than each waiting for a dead issuer.
import type { JSONWebKeySet, JWK } from 'jose';
import { exportJWK, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { fetchPublishedKeys } from './published-jwks.ts';
import type { RealmKeyCipher } from './realm-key-cipher.ts';
import { listRealmKeys } from './realm-keys.ts';

export interface RealmKeySource {
  publicKeys(tenant: TenantRecord, options: { fresh: boolean }): Promise<JSONWebKeySet>;
}

export const KEY_CACHE_MS = 10 * 60_000;
export const MINIMUM_REFETCH_MS = 30_000;
export const RETRY_AFTER_FAILURE_MS = 30_000;
export const MAX_STALE_MS = 60 * 60_000;

export interface RealmKeySourceOptions {
  db: Kysely<Database>;
  cipher: RealmKeyCipher;
  /** Business time: which embedded keys are retired. */
  clock: () => Date;
  /** Monotonic milliseconds for cache ages (operational, not business time). */
  monotonicNow?: () => number;
  /** Told when a realm's keys could not be loaded (the last ones may still be served). */
  log?: (message: string, error: unknown) => void;
}

interface Entry {
  /** The issuer the keys are of (the tenant's external one, or '' for the embedded realm). */
  issuer: string;
  keys: JSONWebKeySet | undefined;
  loadedAt: number;
  forcedAt: number | undefined;
  failedAt: number | undefined;
  failure: unknown;
  loading: Promise<JSONWebKeySet> | undefined;
}

async function publicPart(privateJwk: JWK, kid: string): Promise<JWK> {
  const key = await importJWK(privateJwk, privateJwk.alg, { extractable: true });
  if (key instanceof Uint8Array) throw new Error(`realm key ${kid} is symmetric`);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = await exportJWK(key);
  return { ...publicJwk, kid, alg: privateJwk.alg, use: 'sig' };
}

export function createRealmKeySource(options: RealmKeySourceOptions): RealmKeySource {
  const { db, cipher, clock } = options;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<number, Entry>();

  async function load(tenant: TenantRecord): Promise<JSONWebKeySet> {
    if (tenant.realm.externalIssuer) return fetchPublishedKeys(tenant.realm.externalIssuer);
    const now = clock().toISOString();
    // A retired key stays published until its retirement time, so tokens it signed still verify.
    const published = (await listRealmKeys(db, cipher, tenant.id)).filter(
      (key) => key.retiredAt === null || key.retiredAt > now,
    );
    return { keys: await Promise.all(published.map((key) => publicPart(key.privateJwk, key.kid))) };
  }

  function reload(tenant: TenantRecord, entry: Entry): Promise<JSONWebKeySet> {
    entry.loading ??= load(tenant).then(
      (keys) => {
        Object.assign(entry, { keys, loadedAt: monotonicNow(), failedAt: undefined });
        entry.loading = undefined;
        return keys;
      },
      (error: unknown) => {
        entry.failedAt = monotonicNow();
        entry.failure = error;
        entry.loading = undefined;
        options.log?.(`the signing keys of realm ${tenant.subdomain} could not be loaded`, error);
        return usable(entry);
      },
    );
    return entry.loading;
  }

  /** The keys last loaded, if not too old to trust, else the failure. */
  function usable(entry: Entry): JSONWebKeySet {
    if (entry.keys && monotonicNow() - entry.loadedAt < MAX_STALE_MS) return entry.keys;
    throw entry.failure;
  }

  return {
    async publicKeys(tenant, { fresh }) {
      const issuer = tenant.realm.externalIssuer ?? '';
      let entry = entries.get(tenant.id);
      if (entry?.issuer !== issuer) {
        entry = {
          issuer,
          keys: undefined,
          loadedAt: 0,
          forcedAt: undefined,
          failedAt: undefined,
          failure: undefined,
          loading: undefined,
        };
        entries.set(tenant.id, entry);
      }
      if (entry.loading) return entry.loading;
      const now = monotonicNow();
      // Another system's outage is not asked about on every call; our own database is.
      const failedAt = entry.issuer === '' ? undefined : entry.failedAt;
      if (failedAt !== undefined && now - failedAt < RETRY_AFTER_FAILURE_MS) return usable(entry);
      if (entry.keys && !fresh && now - entry.loadedAt < KEY_CACHE_MS) return entry.keys;
      if (entry.keys && fresh) {
        if (entry.forcedAt !== undefined && now - entry.forcedAt < MINIMUM_REFETCH_MS) {
          return entry.keys;
        }
        entry.forcedAt = now;
      }
      return reload(tenant, entry);
    },
  };
}
