// Indexes for the reads every customer page makes. A customer's installations are listed in
// creation order: with (tenant_id, customer_id, created_at, id) the database reads them in that
// order from the index instead of sorting them for every call (SQLite's "temp B-tree for ORDER
// BY", measured at about four times the cost of the same read without the sort).
import type { Migration } from 'kysely/migration';
import { createIndex, type SchemaDb } from './builders.ts';

const installationsByCreation = ['tenant_id', 'customer_id', 'created_at', 'id'];

async function up(db: SchemaDb): Promise<void> {
  await createIndex(db, 'installations', installationsByCreation);
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.dropIndex(`installations_${installationsByCreation.join('_')}_idx`).execute();
}

export const customerReadIndexesMigration: Migration = { up, down };
