// Opening, pinging and closing the database; SQLite's pragmas; booleans on both dialects.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import { openDatabase } from './database.ts';
import { toBoolean } from './dialect-helpers.ts';

describe('openDatabase', () => {
  it('needs a URL or a SQLite file', async () => {
    await expect(openDatabase({})).rejects.toThrow('databaseUrl or a sqliteFile');
  });

  it('opens SQLite in WAL mode with foreign keys and a busy timeout', async () => {
    const { handle, drop } = await createTestDatabase('sqlite');
    try {
      const pragma = async (name: string) =>
        (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db)).rows[0];
      expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
      expect(await pragma('busy_timeout')).toEqual({ timeout: 5000 });
    } finally {
      await drop();
    }
  });
});

describe.each(testDialects())('database handle on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('names its dialect and answers a ping', async () => {
    expect(database.handle.dialect).toBe(dialect);
    await expect(database.handle.ping()).resolves.toBeUndefined();
  });

  it('writes booleans and reads them back as booleans through toBoolean', async () => {
    const { db } = database.handle;
    const now = new Date().toISOString();
    const tenant = await db
      .insertInto('tenants')
      .values({
        subdomain: 'flags',
        name: 'Flags',
        default_language: 'nl',
        portal_config: '{}',
        realm_name: 'flags',
        realm_client_id: 'portal',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('status_list_items')
      .values([
        {
          tenant_id: tenant.id,
          kind: 'orders',
          lang: 'nl-BE',
          status_id: 1,
          status_text: 'A',
          is_initial: true,
          is_final: false,
        },
        {
          tenant_id: tenant.id,
          kind: 'orders',
          lang: 'nl-BE',
          status_id: 2,
          status_text: 'B',
          is_initial: false,
          is_final: true,
        },
      ])
      .execute();
    const rows = await db
      .selectFrom('status_list_items')
      .select(['status_id', 'is_initial', 'is_final'])
      .where('tenant_id', '=', tenant.id)
      .where('is_initial', '=', true)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows.map((row) => [toBoolean(row.is_initial), toBoolean(row.is_final)])).toEqual([
      [true, false],
    ]);
  });
});

describe.each(testDialects())('closing on %s', (dialect) => {
  it('is idempotent and stops answering', async () => {
    const { handle, drop } = await createTestDatabase(dialect);
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
    await expect(handle.ping()).rejects.toThrow();
    await drop();
  });
});

describe.skipIf(!testDialects().includes('postgres'))('a PostgreSQL connection lost', () => {
  it('does not crash the process; the pool reconnects', async () => {
    const { handle, drop } = await createTestDatabase('postgres');
    try {
      // Two concurrent queries leave two idle connections in the pool; one ends the other.
      const backend = sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`;
      await Promise.all([backend.execute(handle.db), backend.execute(handle.db)]);
      const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(handle.db);
      expect(rows.some((row) => row.ended)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await drop();
    }
  });
});
