// How the API keeps an external issuer's keys (over real HTTP to a loopback issuer): one fetch
// for many concurrent calls, a cache, an unknown key id refetching at most once per 30 s, the
// last keys served on through an issuer's outage (for a bounded time) with retries spaced out,
// and a tenant that changes issuer starting afresh; an embedded realm's keys served on through a
// database failure, which is asked again on the next call. Cache ages run on a clock the test
// moves.
import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.ts';
import { createDemoDatabase, seededAt } from '../../../test/demo-database.ts';
import {
  type KeySetServer,
  keySet,
  publicKeyOf,
  startKeySetServer,
} from '../../../test/key-set-server.ts';
import { createRealmTestKey, storeRealmKey } from '../../../test/token-minter.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { findTenantBySubdomain } from '../tenancy/tenant-repository.ts';
import { createRealmKeyCipher } from './realm-key-cipher.ts';
import {
  createRealmKeySource,
  KEY_CACHE_MS,
  MAX_STALE_MS,
  MINIMUM_REFETCH_MS,
  RETRY_AFTER_FAILURE_MS,
  type RealmKeySource,
} from './realm-key-source.ts';

const tenantOn = (issuer: string): TenantRecord => ({
  id: 1,
  subdomain: 'demo',
  name: 'Zonnewende',
  defaultLanguage: 'nl',
  languages: ['nl', 'fr', 'en'],
  portalConfig: {} as TenantRecord['portalConfig'],
  tagManagerId: null,
  realm: {
    name: 'demo',
    clientId: 'customer-portal',
    externalIssuer: issuer,
    externalClientId: 'spa',
  },
});

const kidsOf = (set: { keys: JWK[] }) => set.keys.map((key) => key.kid);

describe('realm key source for an external issuer', () => {
  let database: TestDatabase;
  let server: KeySetServer;
  let first: JWK;
  let second: JWK;
  let now: number;
  let source: RealmKeySource;
  let tenant: TenantRecord;
  const failures: unknown[] = [];
  const down = () =>
    server.answer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    server = await startKeySetServer();
    first = await publicKeyOf('first');
    second = await publicKeyOf('second');
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });
  beforeEach(() => {
    now = 1_000_000;
    failures.length = 0;
    server.answer(keySet([first]));
    tenant = tenantOn(server.issuer());
    source = createRealmKeySource({
      db: database.handle.db,
      cipher: createRealmKeyCipher(randomBytes(32)),
      clock: () => new Date(),
      monotonicNow: () => now,
      log: (_message, error) => failures.push(error),
    });
  });

  it('fetches once for many concurrent calls, then answers from its cache', async () => {
    const before = server.requests;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => source.publicKeys(tenant, { fresh: false })),
    );
    expect(answers.map(kidsOf)).toEqual(Array(20).fill(['first']));
    now += KEY_CACHE_MS - 1;
    await source.publicKeys(tenant, { fresh: false });
    expect(server.requests).toBe(before + 1);
    // Expired: fetched again, and a new key shows.
    server.answer(keySet([second, first]));
    now += 1;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual(['second', 'first']);
    expect(server.requests).toBe(before + 2);
  });

  it('refetches for an unknown key id at most once per 30 s', async () => {
    await source.publicKeys(tenant, { fresh: false });
    const before = server.requests;
    server.answer(keySet([second, first]));
    expect(kidsOf(await source.publicKeys(tenant, { fresh: true }))).toEqual(['second', 'first']);
    now += MINIMUM_REFETCH_MS - 1;
    await Promise.all([1, 2, 3].map(() => source.publicKeys(tenant, { fresh: true })));
    expect(server.requests).toBe(before + 1);
    now += 1;
    await source.publicKeys(tenant, { fresh: true });
    expect(server.requests).toBe(before + 2);
  });

  it("serves the last keys on through the issuer's outage, retrying every 30 s, for an hour", async () => {
    await source.publicKeys(tenant, { fresh: false });
    down();
    now += KEY_CACHE_MS;
    const before = server.requests;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual(['first']);
    expect(failures).toHaveLength(1);
    // Within the retry interval: no request, fresh or not.
    now += RETRY_AFTER_FAILURE_MS - 1;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: true }))).toEqual(['first']);
    expect(server.requests).toBe(before + 1);
    now += 1;
    await source.publicKeys(tenant, { fresh: false });
    expect(server.requests).toBe(before + 2);
    // Keys loaded more than an hour ago are not trusted any more.
    now += MAX_STALE_MS;
    await expect(source.publicKeys(tenant, { fresh: false })).rejects.toThrow(/answered 503/);
    // Back up: the new keys at once (the retry interval has passed).
    server.answer(keySet([second]));
    now += RETRY_AFTER_FAILURE_MS;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual(['second']);
  });

  it('fails at once, without asking again, while an issuer it never reached is down', async () => {
    down();
    const before = server.requests;
    await expect(source.publicKeys(tenant, { fresh: false })).rejects.toThrow(/answered 503/);
    await expect(source.publicKeys(tenant, { fresh: true })).rejects.toThrow(/answered 503/);
    expect(server.requests).toBe(before + 1);
    server.answer(keySet([first]));
    now += RETRY_AFTER_FAILURE_MS;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual(['first']);
  });

  it('loads the keys of a new issuer at once when the tenant changes issuer', async () => {
    await source.publicKeys(tenant, { fresh: false });
    server.answer((request, response) =>
      keySet(request.url?.startsWith('/realms/other/') ? [second] : [first])(request, response),
    );
    const moved = tenantOn(server.issuer('other'));
    expect(kidsOf(await source.publicKeys(moved, { fresh: false }))).toEqual(['second']);
  });
});

describe('realm key source for an embedded realm', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDemoDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('serves the last keys on while the database fails, and asks it again on the next call', async () => {
    const tenant = await findTenantBySubdomain(database.handle.db, 'demo');
    if (!tenant) throw new Error('no demo tenant');
    const key = await createRealmTestKey('ES256');
    await storeRealmKey(database.handle.db, tenant.id, key, seededAt);
    // The real database, made to fail on demand.
    let failing = false;
    const failOnDemand: KyselyPlugin = {
      transformQuery(args) {
        if (failing) throw new Error('the database is gone');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    let now = 1_000_000;
    const failures: unknown[] = [];
    const source = createRealmKeySource({
      db: database.handle.db.withPlugin(failOnDemand),
      cipher: createRealmKeyCipher(randomBytes(32)),
      clock: () => seededAt,
      monotonicNow: () => now,
      log: (_message, error) => failures.push(error),
    });
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual([key.kid]);
    failing = true;
    now += KEY_CACHE_MS;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual([key.kid]);
    now += 1;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false }))).toEqual([key.kid]);
    expect(failures).toHaveLength(2);
    failing = false;
    const rotated = await createRealmTestKey('ES256');
    await storeRealmKey(database.handle.db, tenant.id, rotated, seededAt);
    now += 1;
    expect(kidsOf(await source.publicKeys(tenant, { fresh: false })).sort()).toEqual(
      [key.kid, rotated.kid].sort(),
    );
  });
});
