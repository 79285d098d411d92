// The back office's own ids (decision 054): the integration API upserts records by
// the id the installer's ERP gave them (`PUT /api/integration/v1/{collection}/{externalId}`), so
// every table the back office writes gets an `external_id`, unique per tenant. Null for records
// the portal made itself (the demo seed, a customer's own ticket): unique indexes let many nulls
// through on both dialects.
import type { Migration } from 'kysely/migration';
import { createIndex, type SchemaDb } from './builders.ts';

/** The tables the back office writes, customers first. */
export const EXTERNAL_ID_TABLES = [
  'customers',
  'offers',
  'orders',
  'invoices',
  'deliveries',
  'inspections',
  'grid_operator_requests',
  'repairs',
  'issue_messages',
  'notifications',
  'monitoring_devices',
] as const;

async function up(db: SchemaDb): Promise<void> {
  for (const table of EXTERNAL_ID_TABLES) {
    await db.schema.alterTable(table).addColumn('external_id', 'text').execute();
    await createIndex(db, table, ['tenant_id', 'external_id'], { unique: true });
  }
}

async function down(db: SchemaDb): Promise<void> {
  for (const table of [...EXTERNAL_ID_TABLES].reverse()) {
    await db.schema.dropIndex(`${table}_tenant_id_external_id_key`).execute();
    await db.schema.alterTable(table).dropColumn('external_id').execute();
  }
}

export const externalIdsMigration: Migration = { up, down };
