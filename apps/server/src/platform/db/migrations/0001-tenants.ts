// Tenants and their own reference data: customers, status lists, issue types, article documents,
// stored files and the audit log. Every tenant-owned table also declares unique (tenant_id, id)
// so that children can reference it by (tenant_id, parent_id): a row can then never point at
// another tenant's row, whatever the application does.
import { languageSchema } from '@portal/contract/portal';
import { StatusListKind, statusLangSchema } from '@portal/contract/status-list';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createIndex,
  dropTables,
  idTable,
  oneOf,
  type SchemaDb,
  tenantTable,
  withTimestamps,
} from './builders.ts';

const languages = languageSchema.options;

async function up(db: SchemaDb): Promise<void> {
  await withTimestamps(
    idTable(db, 'tenants')
      .addColumn('subdomain', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('default_language', 'text', (column) => column.notNull())
      .addColumn('portal_config', 'text', (column) => column.notNull())
      .addColumn('tag_manager_id', 'text')
      .addColumn('realm_name', 'text', (column) => column.notNull().unique())
      .addColumn('realm_client_id', 'text', (column) => column.notNull())
      .addColumn('external_issuer', 'text')
      .addColumn('external_client_id', 'text'),
  )
    .addCheckConstraint('tenants_subdomain_check', sql`subdomain = lower(subdomain)`)
    .addCheckConstraint('tenants_default_language_check', oneOf('default_language', languages))
    .execute();

  await withTimestamps(
    tenantTable(db, 'customers')
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('phone', 'text')
      .addColumn('language_code', 'text', (column) => column.notNull())
      .addColumn('country_code', 'text', (column) => column.notNull())
      .addColumn('street_and_number', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('national_registration_number', 'text'),
  )
    .addForeignKeyConstraint('customers_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addUniqueConstraint('customers_tenant_id_id_key', ['tenant_id', 'id'])
    .addUniqueConstraint('customers_tenant_id_email_key', ['tenant_id', 'email'])
    .addCheckConstraint('customers_email_check', sql`email = lower(email)`)
    .addCheckConstraint('customers_language_code_check', oneOf('language_code', languages))
    .execute();

  await db.schema
    .createTable('status_list_items')
    .addColumn('tenant_id', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('status_id', 'integer', (column) => column.notNull())
    .addColumn('status_text', 'text', (column) => column.notNull())
    .addColumn('is_initial', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('is_final', 'boolean', (column) => column.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('status_list_items_pkey', ['tenant_id', 'kind', 'lang', 'status_id'])
    .addForeignKeyConstraint(
      'status_list_items_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('status_list_items_kind_check', oneOf('kind', StatusListKind))
    .addCheckConstraint('status_list_items_lang_check', oneOf('lang', statusLangSchema.options))
    .execute();
  // At most one initial and one final status per list and language.
  for (const flag of ['is_initial', 'is_final']) {
    await db.schema
      .createIndex(`status_list_items_one_${flag}_key`)
      .on('status_list_items')
      .columns(['tenant_id', 'kind', 'lang'])
      .unique()
      .where(sql.ref(flag), '=', true)
      .execute();
  }

  await tenantTable(db, 'issue_types')
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addForeignKeyConstraint('issue_types_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addUniqueConstraint('issue_types_tenant_id_id_key', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('issue_type_labels')
    .addColumn('tenant_id', 'integer', (column) => column.notNull())
    .addColumn('issue_type_id', 'integer', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('issue_type_labels_pkey', ['tenant_id', 'issue_type_id', 'lang'])
    .addForeignKeyConstraint(
      'issue_type_labels_type_fkey',
      ['tenant_id', 'issue_type_id'],
      'issue_types',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('issue_type_labels_lang_check', oneOf('lang', languages))
    .execute();

  await tenantTable(db, 'article_documents')
    .addColumn('article_code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addForeignKeyConstraint(
      'article_documents_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await createIndex(db, 'article_documents', ['tenant_id', 'article_code']);

  await tenantTable(db, 'stored_documents')
    .addColumn('customer_id', 'integer')
    .addColumn('owner_type', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'integer')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addForeignKeyConstraint(
      'stored_documents_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'stored_documents_customer_fkey',
      ['tenant_id', 'customer_id'],
      'customers',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('stored_documents_tenant_id_id_key', ['tenant_id', 'id'])
    .addCheckConstraint('stored_documents_size_check', sql`size_bytes >= 0`)
    .execute();
  await createIndex(db, 'stored_documents', ['tenant_id', 'owner_type', 'owner_id']);
  await createIndex(db, 'stored_documents', ['tenant_id', 'customer_id']);

  await tenantTable(db, 'audit_log')
    .addColumn('customer_id', 'integer')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'integer')
    .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addForeignKeyConstraint('audit_log_tenant_fkey', ['tenant_id'], 'tenants', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'audit_log_customer_fkey',
      ['tenant_id', 'customer_id'],
      'customers',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await createIndex(db, 'audit_log', ['tenant_id', 'created_at']);
  await createIndex(db, 'audit_log', ['tenant_id', 'customer_id', 'created_at']);
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, [
    'audit_log',
    'stored_documents',
    'article_documents',
    'issue_type_labels',
    'issue_types',
    'status_list_items',
    'customers',
    'tenants',
  ]);
}

export const tenantsMigration: Migration = { up, down };
