// Migration 0023 renames the ticket tables with their data: the demo's tickets, their messages
// and types go back to the old names and forward again unchanged, on both dialects, and the
// foreign keys still hold a message to its ticket.
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../../test/databases.ts';
import { testDialects } from '../../../../test/databases.ts';
import { createDemoDatabase } from '../../../../test/demo-database.ts';
import { migrations } from '../migrate.ts';

type Rows = Record<string, unknown>[];
const all = async (db: Kysely<unknown>, table: string): Promise<Rows> =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(db))
    .rows;

describe.each(testDialects())('migration 0023 (tickets) on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
    db = database.handle.db as unknown as Kysely<unknown>;
  });
  afterAll(() => database.drop());

  it('keeps every ticket, message and type, down to the old names and up again', async () => {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...migrations }) },
    });
    // The tables as 0023 left them: later migrations may add columns that 0022 never had.
    expect((await migrator.migrateTo('0023-tickets')).error).toBeUndefined();
    const before = {
      tickets: await all(db, 'tickets'),
      messages: await all(db, 'ticket_messages'),
      types: await all(db, 'ticket_types'),
    };
    expect(before.tickets.length).toBeGreaterThan(0);
    expect(before.messages.length).toBeGreaterThan(0);

    expect((await migrator.migrateTo('0022-unused-columns')).error).toBeUndefined();
    const renamed = (rows: Rows, from: string, to: string) =>
      rows.map(({ [from]: value, ...rest }) => ({ ...rest, [to]: value }));
    expect(await all(db, 'issues')).toEqual(
      renamed(before.tickets, 'ticket_type_id', 'issue_type_id'),
    );
    expect(await all(db, 'issue_messages')).toEqual(
      renamed(before.messages, 'ticket_id', 'issue_id'),
    );
    expect(await all(db, 'issue_types')).toEqual(before.types);

    expect((await migrator.migrateTo('0023-tickets')).error).toBeUndefined();
    expect(await all(db, 'tickets')).toEqual(before.tickets);
    expect(await all(db, 'ticket_messages')).toEqual(before.messages);
    expect(await all(db, 'ticket_types')).toEqual(before.types);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // The foreign key moved with the table: a message of no ticket is refused.
    const message = before.messages[0] ?? {};
    await expect(
      sql`insert into ticket_messages (tenant_id, ticket_id, author, body, created_at)
          values (${message.tenant_id}, ${999_999}, 'customer', 'x', '2026-01-01')`.execute(db),
    ).rejects.toThrow();
  });
});
