// Each SQL text is prepared once per connection and reused; the cache is bounded; a cached
// statement still answers right after the schema changes under it.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import { sqliteWithBooleanParameters } from './dialect-helpers.ts';
import type { Database } from './schema.ts';

interface Things {
  things: { id: number; name: string; done: number };
}

function countingSqlite(cacheSize?: number) {
  const database = new BetterSqlite3(':memory:');
  const prepared: string[] = [];
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    prepared.push(source);
    return prepare(source);
  }) as typeof database.prepare;
  const db = new Kysely<Things>({
    dialect: new SqliteDialect({ database: sqliteWithBooleanParameters(database, cacheSize) }),
  });
  return { db, prepared };
}

async function withThings(db: Kysely<Things>): Promise<void> {
  await sql`create table things (id integer primary key, name text not null, done integer)`.execute(
    db,
  );
  await db
    .insertInto('things')
    .values([
      { id: 1, name: 'one', done: 0 },
      { id: 2, name: 'two', done: 1 },
    ])
    .execute();
}

const byId = (db: Kysely<Things>, id: number) =>
  db.selectFrom('things').selectAll().where('id', '=', id).executeTakeFirst();

describe('SQLite statement cache', () => {
  it('prepares a query once and reuses it with other parameters', async () => {
    const { db, prepared } = countingSqlite();
    await withThings(db);
    const before = prepared.length;
    expect(await byId(db, 1)).toEqual({ id: 1, name: 'one', done: 0 });
    expect(await byId(db, 2)).toEqual({ id: 2, name: 'two', done: 1 });
    expect(await byId(db, 3)).toBeUndefined();
    expect(prepared.length - before).toBe(1);
    await db.destroy();
  });

  it('binds booleans as 1/0 through a reused statement', async () => {
    const { db } = countingSqlite();
    await withThings(db);
    const done = (value: boolean) =>
      db.selectFrom('things').select('id').where(sql<boolean>`done = ${value}`).execute();
    expect(await done(true)).toEqual([{ id: 2 }]);
    expect(await done(false)).toEqual([{ id: 1 }]);
    await db.destroy();
  });

  it('keeps at most its capacity and prepares an evicted text again', async () => {
    const { db, prepared } = countingSqlite(2);
    await withThings(db);
    const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    for (const text of [...texts, ...texts]) await sql.raw(text).execute(db);
    // Capacity 2, used round-robin over 3 texts: every use finds its statement evicted.
    expect(prepared.filter((text) => texts.includes(text))).toHaveLength(6);
    prepared.length = 0;
    await sql.raw('select 3 as n').execute(db);
    await sql.raw('select 3 as n').execute(db);
    expect(prepared).toEqual([]);
    await db.destroy();
  });

  it('answers with the new columns after the table changes under a cached statement', async () => {
    const { db } = countingSqlite();
    await withThings(db);
    expect(await byId(db, 1)).toEqual({ id: 1, name: 'one', done: 0 });
    await sql`alter table things add column note text default 'new'`.execute(db);
    expect(await byId(db, 1)).toEqual({ id: 1, name: 'one', done: 0, note: 'new' });
    await db.destroy();
  });

  it('streams through a statement of its own, leaving the cached one free', async () => {
    const { db } = countingSqlite();
    await withThings(db);
    const query = db.selectFrom('things').select('name').orderBy('id');
    expect(await query.execute()).toHaveLength(2);
    const names: string[] = [];
    // Left after the first row: the stream's own statement is reset, the cached one never busy.
    for await (const row of query.stream()) {
      names.push(row.name);
      break;
    }
    expect(names).toEqual(['one']);
    expect(await query.execute()).toEqual([{ name: 'one' }, { name: 'two' }]);
    await db.destroy();
  });
});

describe.runIf(testDialects().includes('postgres'))('PostgreSQL named statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.drop());

  const preparedHere = (db: Kysely<Database>) =>
    sql<{ statement: string; runs: number }>`
      select statement, (generic_plans + custom_plans)::int as runs
        from pg_prepared_statements where not from_sql`.execute(db);

  it('prepares a query once per connection and reuses it', async () => {
    // One transaction holds one connection, whose prepared statements the view lists.
    const statements = await database.handle.db.transaction().execute(async (trx) => {
      for (const subdomain of ['demo', 'helios', 'nobody']) {
        await trx.selectFrom('tenants').select('id').where('subdomain', '=', subdomain).execute();
      }
      return (await preparedHere(trx)).rows;
    });
    const tenantQuery = statements.filter((row) => row.statement.includes('"tenants"'));
    expect(tenantQuery).toHaveLength(1);
    expect(tenantQuery[0]?.runs).toBe(3);
    expect(statements.some((row) => /^\s*begin/i.test(row.statement))).toBe(false);
  });

  it('falls back to an unnamed statement when the table changed under a named one', async () => {
    const db = database.handle.db.withTables<{ named_things: { id: number; note?: string } }>();
    await sql`create table named_things (id integer primary key)`.execute(db);
    // One connection: the named `select *` is prepared on it before the column is added.
    await db.connection().execute(async (connection) => {
      const read = () => connection.selectFrom('named_things').selectAll().execute();
      expect(await read()).toEqual([]);
      await sql`alter table named_things add column note text`.execute(connection);
      await connection.insertInto('named_things').values({ id: 1, note: 'new' }).execute();
      expect(await read()).toEqual([{ id: 1, note: 'new' }]);
      expect(await read()).toEqual([{ id: 1, note: 'new' }]);
    });
  });
});
