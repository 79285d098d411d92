// The customer's own data (decisions 097 and 098). data_exports: one archive of everything the
// portal holds on a customer, prepared by a job (status and progress for the account page), then
// stored in the file store under storage_key and reachable through a link whose token is kept only
// as a hash, until expires_at. account_erasures: a request to erase the account, confirmed by a
// mailed link (token hash, expiry), and once confirmed what was kept and until when (kept_json).
// customers.erased_at marks an erased, anonymised customer: it can no longer sign in, and what is
// kept of it is locked. Nullable without a default, so that the previous release keeps working.
import type { Migration } from 'kysely/migration';
import { createIndex, customerTable, dropTables, oneOf, type SchemaDb } from './builders.ts';

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;

async function up(db: SchemaDb): Promise<void> {
  await customerTable(db, 'data_exports')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('token_hash', 'text')
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addCheckConstraint('data_exports_status_check', oneOf('status', DATA_EXPORT_STATUSES))
    .execute();
  await createIndex(db, 'data_exports', ['status', 'requested_at']);
  await createIndex(db, 'data_exports', ['tenant_id', 'token_hash'], { unique: true });
  await customerTable(db, 'account_erasures')
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('erased_at', 'text')
    .addColumn('kept_json', 'text')
    .execute();
  await createIndex(db, 'account_erasures', ['tenant_id', 'token_hash'], { unique: true });
  await db.schema.alterTable('customers').addColumn('erased_at', 'text').execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('erased_at').execute();
  await dropTables(db, ['account_erasures', 'data_exports']);
}

export const myDataMigration: Migration = { up, down };
