// Parameters are written `+?` on SQLite (so a new binding does not make SQLite plan the statement
// again), and every kind of value still means what it meant as a bare `?`.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteWithBooleanParameters } from './dialect-helpers.ts';
import { StablePlanSqliteDialect } from './sqlite-stable-plan-dialect.ts';

interface Things {
  things: { id: number; owner: number; name: string | null; size: number; data: Buffer | null };
}

describe('SQLite with plans that do not depend on bound values', () => {
  const database = new BetterSqlite3(':memory:');
  const db = new Kysely<Things>({
    dialect: new StablePlanSqliteDialect({ database: sqliteWithBooleanParameters(database) }),
  });

  beforeAll(async () => {
    await sql`create table things (id integer primary key, owner integer not null, name text, size real not null, data blob)`.execute(
      db,
    );
    await sql`create index things_owner_idx on things (owner, name)`.execute(db);
    await db
      .insertInto('things')
      .values([
        { id: 1, owner: 7, name: 'panel', size: 1.5, data: Buffer.from([1, 2]) },
        { id: 2, owner: 7, name: 'battery', size: 2, data: null },
        { id: 3, owner: 8, name: null, size: 0.25, data: null },
      ])
      .execute();
  });
  afterAll(() => db.destroy());

  it('writes every parameter as +?', () => {
    const query = db.selectFrom('things').select('id').where('owner', '=', 7).limit(2).compile();
    expect(query.sql).toBe('select "id" from "things" where "owner" = +? limit +?');
    expect(query.parameters).toEqual([7, 2]);
  });

  it('still finds rows through the index', async () => {
    const query = db.selectFrom('things').select('id').where('owner', '=', 7).compile();
    const plan = database.prepare(`explain query plan ${query.sql}`).all(...query.parameters);
    expect(JSON.stringify(plan)).toContain('USING COVERING INDEX things_owner_idx (owner=?)');
  });

  it('compares integers, reals, text, blobs, null and booleans as before', async () => {
    const ids = async (where: ReturnType<typeof sql<boolean>>) =>
      (await db.selectFrom('things').select('id').where(where).orderBy('id').execute()).map(
        (row) => row.id,
      );
    expect(await ids(sql`owner = ${7}`)).toEqual([1, 2]);
    expect(await ids(sql`size = ${1.5}`)).toEqual([1]);
    expect(await ids(sql`name = ${'battery'}`)).toEqual([2]);
    expect(await ids(sql`data = ${Buffer.from([1, 2])}`)).toEqual([1]);
    expect(await ids(sql`name is ${null}`)).toEqual([3]);
    expect(await ids(sql`(size > 1) = ${true}`)).toEqual([1, 2]);
    expect(await ids(sql`name like ${'bat%'}`)).toEqual([2]);
    expect(await ids(sql`id in (${sql.join([1, 3])})`)).toEqual([1, 3]);
  });

  it('takes limits, offsets, inserted and updated values', async () => {
    // The row it writes is gone again afterwards: the other tests read the three above.
    try {
      await db
        .insertInto('things')
        .values({ id: 4, owner: 9, name: 'ev', size: 3, data: null })
        .execute();
      await db.updateTable('things').set({ name: 'charger' }).where('id', '=', 4).execute();
      const page = await db
        .selectFrom('things')
        .select(['id', 'name'])
        .orderBy('id')
        .limit(1)
        .offset(3)
        .execute();
      expect(page).toEqual([{ id: 4, name: 'charger' }]);
      expect(await sql<{ value: string }>`select ${'text'} as value`.execute(db)).toMatchObject({
        rows: [{ value: 'text' }],
      });
    } finally {
      await db.deleteFrom('things').where('id', '=', 4).execute();
    }
  });
});
