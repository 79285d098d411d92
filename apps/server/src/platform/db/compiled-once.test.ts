// A query compiled once answers for any values, on each dialect, in a transaction too; under a
// plugin (which transforms queries as they compile) it is compiled for every call.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import { compiledOnce, type Slots } from './compiled-once.ts';

describe.each(testDialects())('compiledOnce on %s', (dialect) => {
  let database: TestDatabase;
  let builds = 0;
  const tenantsNamed = compiledOnce((db, key: Slots<{ first: string; second: string }>) => {
    builds += 1;
    return db
      .selectFrom('tenants')
      .select('subdomain')
      .where((where) =>
        where.or([where('subdomain', '=', key.first), where('subdomain', '=', key.second)]),
      )
      .orderBy('subdomain');
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const tenant = (subdomain: string) => ({
      subdomain,
      name: subdomain,
      realm_name: subdomain,
      realm_client_id: 'customer-portal',
      default_language: 'nl' as const,
      portal_config: '{}',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    await database.handle.db
      .insertInto('tenants')
      .values([tenant('alpha'), tenant('beta'), tenant('gamma')])
      .execute();
  });
  afterAll(() => database.drop());

  it('builds once and binds the values of each call', async () => {
    const { db } = database.handle;
    builds = 0;
    expect(await tenantsNamed(db, { first: 'alpha', second: 'gamma' })).toEqual([
      { subdomain: 'alpha' },
      { subdomain: 'gamma' },
    ]);
    expect(await tenantsNamed(db, { first: 'beta', second: 'none' })).toEqual([
      { subdomain: 'beta' },
    ]);
    const inTransaction = await db
      .transaction()
      .execute((trx) => tenantsNamed(trx, { first: 'gamma', second: 'beta' }));
    expect(inTransaction).toEqual([{ subdomain: 'beta' }, { subdomain: 'gamma' }]);
    expect(builds).toBe(1);
  });

  it('compiles every call under a plugin, so that the plugin sees each query', async () => {
    let seen = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        seen += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = database.handle.db.withPlugin(counting);
    await tenantsNamed(db, { first: 'alpha', second: 'beta' });
    await tenantsNamed(db, { first: 'alpha', second: 'beta' });
    expect(seen).toBe(2);
  });
});
