// Remembers access tokens that verified, until they expire, so that a customer's every API call
// does not check the same signature again (the ECDSA verification was the largest cost of a cheap
// call). Bounded: the least recently used token is forgotten first. Only tokens that verified are
// kept (anyone can send any string). Keyed by tenant, its issuer and token, since a token is valid
// only in its own realm; indexed by session, grant and customer so any can be evicted (decisions
// 015, 023).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type {
  AccessTokenVerifier,
  CustomerPrincipal,
  VerifiedTokenEviction,
} from '../scope/access-token.ts';

/** Sized for the live-monitoring load of one instance (20,000 customers, decision 048: each
 * renewing a broadcast every 3 minutes and holding a socket, and the two may land on different
 * instances): a smaller bound evicts every token before its next renewal and the cache then
 * saves nothing. An entry is about 300 bytes, since the key is a digest and not the token. */
export const VERIFIED_TOKEN_CACHE_SIZE = 50_000;

export interface VerifiedTokenCache extends VerifiedTokenEviction {
  verify: AccessTokenVerifier;
  /** How many verified tokens are remembered now. */
  readonly size: number;
}

interface Remembered {
  principal: CustomerPrincipal;
  customerKey: string;
}

export function cacheVerifiedTokens(
  verify: AccessTokenVerifier,
  options: { clock: () => Date; capacity?: number },
): VerifiedTokenCache {
  const bySession = new Map<string, Set<string>>();
  const byGrant = new Map<string, Set<string>>();
  const byCustomer = new Map<string, Set<string>>();
  const index = (map: Map<string, Set<string>>, name: string, key: string) => {
    const keys = map.get(name) ?? new Set<string>();
    keys.add(key);
    map.set(name, keys);
  };
  const unindex = (map: Map<string, Set<string>>, name: string, key: string) => {
    const keys = map.get(name);
    keys?.delete(key);
    if (keys?.size === 0) map.delete(name);
  };
  const tokens = new LRUCache<string, Remembered>({
    max: options.capacity ?? VERIFIED_TOKEN_CACHE_SIZE,
    // Every entry that leaves, evicted or deleted, leaves the indexes; a replaced value keeps its
    // key there, since the same token names the same session, grant and customer.
    dispose: ({ principal, customerKey }, key, reason) => {
      if (reason === 'set') return;
      unindex(byCustomer, customerKey, key);
      if (principal.sessionId !== undefined) unindex(bySession, principal.sessionId, key);
      if (principal.grantId !== undefined) unindex(byGrant, principal.grantId, key);
    },
  });
  const evictAll = (keys: Set<string> | undefined) => {
    for (const key of [...(keys ?? [])]) tokens.delete(key);
  };

  return {
    async verify(token, tenant) {
      // The issuer is part of the key: a tenant moved to (or from) an external issuer must not
      // keep accepting the tokens its former realm issued.
      // A digest rather than the token itself: a token is near a kilobyte.
      const digest = createHash('sha256').update(token).digest('base64url');
      const key = `${tenant.id} ${tenant.realm.externalIssuer ?? ''} ${digest}`;
      const now = options.clock().getTime();
      const remembered = tokens.get(key);
      if (remembered && remembered.principal.expiresAt * 1000 > now) return remembered.principal;
      if (remembered) tokens.delete(key);
      const principal = await verify(token, tenant);
      if (principal && principal.expiresAt * 1000 > now) {
        const customerKey = `${tenant.id} ${principal.customerId}`;
        tokens.set(key, { principal, customerKey });
        index(byCustomer, customerKey, key);
        if (principal.sessionId !== undefined) index(bySession, principal.sessionId, key);
        if (principal.grantId !== undefined) index(byGrant, principal.grantId, key);
      }
      return principal;
    },
    evictSession: (sessionId) => evictAll(bySession.get(sessionId)),
    evictGrant: (grantId) => evictAll(byGrant.get(grantId)),
    evictCustomer: ({ tenantId, customerId }) =>
      evictAll(byCustomer.get(`${tenantId} ${customerId}`)),
    get size() {
      return tokens.size;
    },
  };
}
