// Web push (decision 037): each tenant's VAPID key pair, and the push outbox.
//
// push_vapid_keys: one current key pair per tenant; the private key sealed like the realms'
// signing keys (AES-256-GCM with KEY_ENCRYPTION_KEY or the key file), the public key as the
// browser takes it (base64url of the uncompressed P-256 point). Made at start-up for every tenant
// that has none, and on first use for a tenant created while the portal runs.
//
// push_outbox: one row per notification and subscription, inserted in the transaction that
// writes the notification (notify()), delivered after the commit and retried with backoff
// (decision 024's pattern); the row goes when the push service took it, when it gave up, or with
// its subscription or notification (cascade).
import type { Migration } from 'kysely/migration';
import { createIndex, dropTables, type SchemaDb, sameTenant, tenantTable } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await tenantTable(db, 'push_vapid_keys')
    .addColumn('kid', 'text', (column) => column.notNull())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('sealed_private_key', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addForeignKeyConstraint(
      'push_vapid_keys_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('push_vapid_keys_tenant_id_key', ['tenant_id'])
    .execute();

  await tenantTable(db, 'push_outbox')
    .addColumn('notification_id', 'integer', (column) => column.notNull())
    .addColumn('subscription_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    // When a sender may try (again); a sender takes a push by moving it past its own attempt.
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .$call((t) => sameTenant(t, 'push_outbox', 'notification_id', 'notifications', { owned: true }))
    .$call((t) =>
      sameTenant(t, 'push_outbox', 'subscription_id', 'push_subscriptions', { owned: true }),
    )
    .execute();
  await createIndex(db, 'push_outbox', ['next_attempt_at']);
  await createIndex(db, 'push_subscriptions', ['tenant_id', 'customer_id']);
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_tenant_id_customer_id_idx').ifExists().execute();
  await dropTables(db, ['push_outbox', 'push_vapid_keys']);
}

export const webPushMigration: Migration = { up, down };
