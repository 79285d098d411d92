// Integration client secrets are stored as a hash, not sealed (decision 075): the column is
// renamed for what it now holds. The rows already there keep their sealed value until the server's
// start-up turns each into its hash (hashSealedClientSecrets): only the server holds the
// key-encryption key that opens them, and a migration sees nothing but the database. The CHECK of
// migration 0016 follows the rename on both databases.
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .alterTable('integration_clients')
    .renameColumn('sealed_secret', 'secret_hash')
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema
    .alterTable('integration_clients')
    .renameColumn('secret_hash', 'sealed_secret')
    .execute();
}

export const integrationSecretHashesMigration: Migration = { up, down };
