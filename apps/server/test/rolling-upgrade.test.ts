// A rolling upgrade, on both databases (decision 089): a database the previous release migrated
// is upgraded by this release's migrations, and the previous release's instances, still serving
// beside the new ones, must find everything they use. The previous release comes from git
// (previous-release.ts); its migrations build the old schema, its code says what it uses.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executedMigrationNames, migrateToLatest, migrations } from '../src/platform/db/migrate.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { type PreviousRelease, previousRelease } from './previous-release.ts';
import { type SchemaShape, schemaShape, upgradeBreaks } from './schema-compatibility.ts';

let previous: PreviousRelease;
beforeAll(async () => {
  previous = await previousRelease();
}, 120_000);

describe.each(testDialects())('a rolling upgrade on %s', (dialect) => {
  let database: TestDatabase;
  let before: SchemaShape;
  beforeAll(async () => {
    // An empty database, migrated by the previous release only.
    database = await createTestDatabase(dialect, { migrate: false });
    const migrator = new Migrator({
      db: database.handle.db,
      provider: { getMigrations: async () => ({ ...previous.migrations }) },
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    before = await schemaShape(database.handle.db);
    await migrateToLatest(database.handle.db);
  });
  afterAll(() => database.drop());

  it('keeps every migration the previous release ran, in its order, and adds after them', () => {
    const previousNames = Object.keys(previous.migrations);
    const names = Object.keys(migrations);
    expect(names.slice(0, previousNames.length)).toEqual(previousNames);
  });

  it('leaves the previous release everything it uses, and accepts what it writes', async () => {
    const after = await schemaShape(database.handle.db);
    expect(upgradeBreaks(before, after, previous.words)).toEqual([]);
    expect(await executedMigrationNames(database.handle.db)).toEqual(Object.keys(migrations));
  });

  it('fails a migration that renames or drops what the previous release uses', async () => {
    const scratch = await createTestDatabase(dialect);
    try {
      const db = scratch.handle.db;
      // A customer's e-mail and when a ticket message was seen: both read by the previous release.
      await sql`alter table customers rename column email to email_address`.execute(db);
      await sql`alter table ticket_messages drop column seen_at`.execute(db);
      await sql`alter table offers add column reviewed_note text`.execute(db);
      const breaks = upgradeBreaks(before, await schemaShape(db), previous.words);
      expect(breaks).toEqual([
        'column customers.email is gone, and the previous release uses it',
        // The new name is a required column the previous release does not fill in.
        "column customers.email_address is new, required and without a default: the previous release's inserts into customers fail",
        'column ticket_messages.seen_at is gone, and the previous release uses it',
      ]);
    } finally {
      await scratch.drop();
    }
  });

  it('lets an instance of this release start beside a newer release that migrated already', async () => {
    const scratch = await createTestDatabase(dialect);
    try {
      const db = scratch.handle.db.withTables<{
        kysely_migration: { name: string; timestamp: string };
      }>();
      const newer = '9999-a-later-release';
      await db
        .insertInto('kysely_migration')
        .values({ name: newer, timestamp: new Date().toISOString() })
        .execute();
      await expect(migrateToLatest(scratch.handle.db)).resolves.toBeUndefined();
      // A migration this release does not know that sorts among its own is not a newer release.
      await db.deleteFrom('kysely_migration').where('name', '=', newer).execute();
      await db
        .insertInto('kysely_migration')
        .values({ name: '0000-unknown', timestamp: new Date().toISOString() })
        .execute();
      await expect(migrateToLatest(scratch.handle.db)).rejects.toThrow(/migration/i);
    } finally {
      await scratch.drop();
    }
  });
});
