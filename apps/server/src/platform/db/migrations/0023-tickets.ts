// One name for the customer's support ticket (decision 062): the spec calls it a ticket, so the
// tables say so too. Renamed with their data: issues → tickets, issue_messages → ticket_messages,
// issue_files → ticket_files, issue_types → ticket_types, issue_type_labels → ticket_type_labels,
// the columns issue_id → ticket_id and issue_type_id → ticket_type_id, the photos' owner_type in
// stored_documents, and the indexes by their new names. Both dialects carry the foreign keys
// along with a renamed table or column; constraint names keep the old word (SQLite cannot rename
// a constraint without rebuilding its table, and a name is never read).
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex, type SchemaDb } from './builders.ts';

const tables: readonly (readonly [string, string])[] = [
  ['issue_types', 'ticket_types'],
  ['issue_type_labels', 'ticket_type_labels'],
  ['issues', 'tickets'],
  ['issue_messages', 'ticket_messages'],
  ['issue_files', 'ticket_files'],
];

/** The renamed columns, by the table's new name. */
const columns: readonly (readonly [string, string, string])[] = [
  ['ticket_type_labels', 'issue_type_id', 'ticket_type_id'],
  ['tickets', 'issue_type_id', 'ticket_type_id'],
  ['ticket_messages', 'issue_id', 'ticket_id'],
  ['ticket_files', 'issue_id', 'ticket_id'],
];

/** The indexes (created by builders.ts's createIndex), by the table's new name and columns. */
const indexes: readonly (readonly [string, string[], boolean])[] = [
  ['tickets', ['tenant_id', 'customer_id', 'status_id'], false],
  ['ticket_messages', ['tenant_id', 'ticket_id', 'created_at'], false],
  ['ticket_messages', ['tenant_id', 'external_id'], true],
  ['ticket_files', ['tenant_id', 'ticket_id'], false],
];

const oldName = (name: string) => name.replace(/ticket/g, 'issue');

async function renameIndexes(db: SchemaDb, from: (name: string) => string): Promise<void> {
  for (const [table, cols, unique] of indexes) {
    const name = `${table}_${cols.join('_')}_${unique ? 'key' : 'idx'}`;
    await db.schema.dropIndex(from(name)).ifExists().execute();
  }
}

async function up(db: SchemaDb): Promise<void> {
  await renameIndexes(db, oldName);
  for (const [from, to] of tables) await db.schema.alterTable(from).renameTo(to).execute();
  for (const [table, from, to] of columns) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
  }
  for (const [table, cols, unique] of indexes) await createIndex(db, table, cols, { unique });
  await sql`update stored_documents set owner_type = 'ticket' where owner_type = 'issue'`.execute(
    db,
  );
}

async function down(db: SchemaDb): Promise<void> {
  await sql`update stored_documents set owner_type = 'issue' where owner_type = 'ticket'`.execute(
    db,
  );
  await renameIndexes(db, (name) => name);
  for (const [table, from, to] of columns) {
    await db.schema.alterTable(table).renameColumn(to, from).execute();
  }
  for (const [from, to] of [...tables].reverse()) {
    await db.schema.alterTable(to).renameTo(from).execute();
  }
  for (const [table, cols, unique] of indexes) {
    await createIndex(db, oldName(table), cols.map(oldName), { unique });
  }
}

export const ticketsMigration: Migration = { up, down };
