// Identity state added with the embedded provider: secrets of the installation as a whole,
// generated once and shared by every instance through the database (the provider's cookie key: a
// file under DATA_DIR would differ between instances behind one load balancer), and the account of
// each provider artefact, so that a password reset can end every session and grant of a customer.
import type { Migration } from 'kysely/migration';
import { createIndex, dropTables, type SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .createTable('installation_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.alterTable('oidc_payloads').addColumn('account_id', 'text').execute();
  await createIndex(db, 'oidc_payloads', ['tenant_id', 'account_id']);
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.dropIndex('oidc_payloads_tenant_id_account_id_idx').execute();
  await db.schema.alterTable('oidc_payloads').dropColumn('account_id').execute();
  await dropTables(db, ['installation_secrets']);
}

export const identityStateMigration: Migration = { up, down };
