// State of the embedded OpenID provider that every instance must share: customer credentials,
// one-time tokens (registration confirmation, password reset), the provider's adapter payloads
// and the realms' signing keys.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createIndex,
  dropTables,
  oneOf,
  type SchemaDb,
  sameTenant,
  tenantTable,
} from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .createTable('customer_credentials')
    .addColumn('tenant_id', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'integer', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('customer_credentials_pkey', ['tenant_id', 'customer_id'])
    .$call((table) =>
      sameTenant(table, 'customer_credentials', 'customer_id', 'customers', { owned: true }),
    )
    .addCheckConstraint('customer_credentials_attempts_check', sql`failed_attempts >= 0`)
    .execute();

  await tenantTable(db, 'customer_tokens')
    .addColumn('customer_id', 'integer', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .$call((table) =>
      sameTenant(table, 'customer_tokens', 'customer_id', 'customers', { owned: true }),
    )
    .addCheckConstraint(
      'customer_tokens_purpose_check',
      oneOf('purpose', ['confirm-registration', 'password-reset']),
    )
    .execute();
  await createIndex(db, 'customer_tokens', ['tenant_id', 'customer_id']);

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('tenant_id', 'integer', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('oidc_payloads_pkey', ['tenant_id', 'model', 'id'])
    .addForeignKeyConstraint('oidc_payloads_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await createIndex(db, 'oidc_payloads', ['tenant_id', 'grant_id']);
  await createIndex(db, 'oidc_payloads', ['tenant_id', 'uid']);
  await createIndex(db, 'oidc_payloads', ['tenant_id', 'user_code']);
  await createIndex(db, 'oidc_payloads', ['expires_at']);

  await tenantTable(db, 'realm_signing_keys')
    .addColumn('kid', 'text', (column) => column.notNull().unique())
    .addColumn('private_jwk', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('retired_at', 'text')
    .addForeignKeyConstraint(
      'realm_signing_keys_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await createIndex(db, 'realm_signing_keys', ['tenant_id', 'created_at']);
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, [
    'realm_signing_keys',
    'oidc_payloads',
    'customer_tokens',
    'customer_credentials',
  ]);
}

export const identityMigration: Migration = { up, down };
