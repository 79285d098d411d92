// A verified token is verified once and remembered until it expires, per tenant and issuer;
// failures are never remembered; a session or a customer can be evicted; the cache stays within
// its bound.
import type { PortalConfig } from '@portal/contract/portal';
import { describe, expect, it } from 'vitest';
import type { CustomerPrincipal } from '../scope/access-token.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { cacheVerifiedTokens, type VerifiedTokenCache } from './verified-token-cache.ts';

const tenantOf = (id: number, subdomain: string): TenantRecord => ({
  id,
  subdomain,
  name: subdomain,
  defaultLanguage: 'nl',
  portalConfig: {} as PortalConfig,
  languages: ['nl', 'fr', 'en'],
  tagManagerId: null,
  realm: {
    name: subdomain,
    clientId: 'customer-portal',
    externalIssuer: null,
    externalClientId: null,
  },
});
const demo = tenantOf(1, 'demo');
const helios = tenantOf(2, 'helios');

const start = new Date('2026-11-21T10:00:00Z');
const inAnHour = start.getTime() / 1000 + 3600;

/** A verifier that knows some tokens (of the demo tenant's embedded realm only) and counts its
 * calls. */
function fakeRealm(known: Record<string, CustomerPrincipal>) {
  let now = start;
  const calls: string[] = [];
  const cache = cacheVerifiedTokens(
    async (token, tenant) => {
      calls.push(token);
      const principal = known[token];
      const demoRealm = tenant.id === demo.id && tenant.realm.externalIssuer === null;
      return demoRealm && principal && principal.expiresAt * 1000 > now.getTime()
        ? principal
        : undefined;
    },
    { clock: () => now, capacity: 3 },
  );
  return {
    cache,
    calls,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

const jan = { customerId: 7, sessionId: 'session-a', expiresAt: inAnHour };

describe('verified token cache', () => {
  it('verifies a token once and then answers from memory', async () => {
    const { cache, calls } = fakeRealm({ t1: jan });
    expect(await cache.verify('t1', demo)).toEqual(jan);
    expect(await cache.verify('t1', demo)).toEqual(jan);
    expect(calls).toEqual(['t1']);
  });

  it('remembers a token per tenant: another realm verifies (and refuses) it itself', async () => {
    const { cache, calls } = fakeRealm({ t1: jan });
    await cache.verify('t1', demo);
    expect(await cache.verify('t1', helios)).toBeUndefined();
    expect(await cache.verify('t1', helios)).toBeUndefined();
    expect(calls).toEqual(['t1', 't1', 't1']);
  });

  it("verifies a remembered token again once the tenant's issuer changes", async () => {
    const { cache, calls } = fakeRealm({ t1: jan });
    await cache.verify('t1', demo);
    const issuer = 'https://sso.example.be/realms/zonnewende';
    const moved = { ...demo, realm: { ...demo.realm, externalIssuer: issuer } };
    expect(await cache.verify('t1', moved)).toBeUndefined();
    expect(calls).toEqual(['t1', 't1']);
  });

  it('never remembers a token that did not verify', async () => {
    const { cache, calls } = fakeRealm({});
    expect(await cache.verify('forged', demo)).toBeUndefined();
    expect(await cache.verify('forged', demo)).toBeUndefined();
    expect(calls).toEqual(['forged', 'forged']);
    expect(cache.size).toBe(0);
  });

  it('forgets a token when it expires', async () => {
    const { cache, calls, advance } = fakeRealm({ t1: jan });
    await cache.verify('t1', demo);
    advance(3599);
    expect(await cache.verify('t1', demo)).toEqual(jan);
    advance(1);
    expect(await cache.verify('t1', demo)).toBeUndefined();
    expect(calls).toEqual(['t1', 't1']);
    expect(cache.size).toBe(0);
  });

  it.each([
    [
      'session',
      { sessionId: 'session-b' },
      (cache: VerifiedTokenCache) => cache.evictSession('session-a'),
    ],
    ['grant', { grantId: 'grant-b' }, (cache: VerifiedTokenCache) => cache.evictGrant('grant-a')],
  ])('evicts the tokens of one %s and keeps the others', async (_kind, apart, evict) => {
    const mine = { ...jan, grantId: 'grant-a' };
    const other = { ...mine, ...apart };
    const { cache, calls } = fakeRealm({ t1: mine, t2: mine, t3: other });
    for (const token of ['t1', 't2', 't3']) await cache.verify(token, demo);
    evict(cache);
    expect(cache.size).toBe(1);
    for (const token of ['t1', 't2', 't3']) await cache.verify(token, demo);
    expect(calls).toEqual(['t1', 't2', 't3', 't1', 't2']);
  });

  it("evicts a customer's tokens in that tenant only", async () => {
    const marie = { customerId: 8, expiresAt: inAnHour };
    const { cache, calls } = fakeRealm({ t1: jan, t2: marie });
    await cache.verify('t1', demo);
    await cache.verify('t2', demo);
    cache.evictCustomer({ tenantId: helios.id, customerId: jan.customerId });
    expect(cache.size).toBe(2);
    cache.evictCustomer({ tenantId: demo.id, customerId: jan.customerId });
    expect(cache.size).toBe(1);
    await cache.verify('t1', demo);
    await cache.verify('t2', demo);
    expect(calls).toEqual(['t1', 't2', 't1']);
  });

  it('keeps at most its capacity, forgetting the least recently used token', async () => {
    const { cache, calls } = fakeRealm({ t1: jan, t2: jan, t3: jan, t4: jan });
    for (const token of ['t1', 't2', 't3', 't1', 't4']) await cache.verify(token, demo);
    expect(cache.size).toBe(3);
    await cache.verify('t2', demo);
    expect(calls).toEqual(['t1', 't2', 't3', 't4', 't2']);
    // The forgotten token left the session index too: evicting the session finds what is left.
    cache.evictSession('session-a');
    expect(cache.size).toBe(0);
  });
});
