// What a crash must not lose or leave behind (decision 024).
//
// pending_files: a file is recorded here, committed, before its bytes are written; the
// transaction that stores the rows pointing at it deletes its record. A record still here after a
// grace period belongs to a request that died or failed: the sweep removes its file, then it.
//
// mail_outbox: a mail is inserted in the transaction of the change that causes it, and a sender
// delivers it afterwards, retrying with backoff until the mail server takes it.
import type { Migration } from 'kysely/migration';
import { createIndex, dropTables, type SchemaDb, tenantTable } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await tenantTable(db, 'pending_files')
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    // Set by the sweep before it removes the file: from then on no transaction can settle it.
    .addColumn('swept_at', 'text')
    .execute();
  await createIndex(db, 'pending_files', ['created_at']);

  await tenantTable(db, 'mail_outbox')
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('from_name', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('link', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    // When the sender may try (again); a sender takes a mail by moving it past its own attempt.
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await createIndex(db, 'mail_outbox', ['sent_at', 'next_attempt_at']);
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['mail_outbox', 'pending_files']);
}

export const crashSafetyMigration: Migration = { up, down };
