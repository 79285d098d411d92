// Columns nothing reads or writes: issues.installation_date was declared for the ticket form's
// installation date, which the API never carried (spec: POST issues/create takes problemTitle,
// problem, orderId, offerId and typeId). Dropped, so that the schema says what the portal keeps.
// upsell_offers.document_id is as unused, but part of a foreign key, which SQLite cannot drop
// without rebuilding the table: it stays until that table changes for a reason of its own.
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('issues').dropColumn('installation_date').execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('issues').addColumn('installation_date', 'text').execute();
}

export const unusedColumnsMigration: Migration = { up, down };
