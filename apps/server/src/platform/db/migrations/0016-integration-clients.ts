// Integration clients (decision 053): the installer's back office reaching the
// integration API with OAuth 2.0 client credentials at the tenant realm's token endpoint.
//
// integration_clients: one row per client of a tenant. `client_id` is unique across tenants (the
// realms' token endpoints look a client up by it, and a token's `client_id` names it alone). A
// client authenticates either with a secret (`client_secret_basic`: the secret stored sealed with
// the key-encryption key, like the realms' signing keys) or with a key of its registered public
// JWKS (`private_key_jwt`: nothing secret is stored); the CHECK keeps each row to one of the two.
// `scopes` are the granted integration scopes, space-separated as OAuth writes them. A disabled
// client keeps its row (its id stays taken and its history readable) but gets no token.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex, dropTables, type SchemaDb, tenantTable } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await tenantTable(db, 'integration_clients')
    .addColumn('client_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('auth_method', 'text', (column) => column.notNull())
    .addColumn('sealed_secret', 'text')
    .addColumn('jwks', 'text')
    .addColumn('scopes', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('secret_rotated_at', 'text')
    .addColumn('disabled_at', 'text')
    .addForeignKeyConstraint(
      'integration_clients_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('integration_clients_client_id_key', ['client_id'])
    .addCheckConstraint(
      'integration_clients_credentials_check',
      sql`(auth_method = 'client_secret_basic' and sealed_secret is not null and jwks is null)
        or (auth_method = 'private_key_jwt' and jwks is not null and sealed_secret is null)`,
    )
    .execute();
  await createIndex(db, 'integration_clients', ['tenant_id']);
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.dropIndex('integration_clients_tenant_id_idx').ifExists().execute();
  await dropTables(db, ['integration_clients']);
}

export const integrationClientsMigration: Migration = { up, down };
