// Idempotency keys of state-changing calls (first: offer signing). A call claims its key by
// inserting the row before doing the work; the unique (tenant_id, customer_id, idempotency_key)
// constraint makes exactly one concurrent caller win on both dialects. The stored response is
// then replayed to every repeat of the same request; another request under the key is refused.
import type { Migration } from 'kysely/migration';
import { customerTable, dropTables, type SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await customerTable(db, 'idempotency_keys')
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    // The operation, e.g. offer.sign.
    .addColumn('operation', 'text', (column) => column.notNull())
    // SHA-256 of the normalised request.
    .addColumn('request_hash', 'text', (column) => column.notNull())
    // Status and JSON body of the first result; null while it is being produced.
    .addColumn('response_status', 'integer')
    .addColumn('response_json', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('idempotency_keys_tenant_id_customer_id_key_key', [
      'tenant_id',
      'customer_id',
      'idempotency_key',
    ])
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['idempotency_keys']);
}

export const idempotencyKeysMigration: Migration = { up, down };
