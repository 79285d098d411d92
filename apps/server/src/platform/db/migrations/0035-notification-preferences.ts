// What the customer chooses about their notifications (decision 096).
//
// notification_preferences: one row per customer and kind they changed (a missing row is the
// default: push and e-mail).
// notification_settings: one row per customer who set quiet hours or the daily digest.
// notification_mail_queue: the notifications owed an e-mail: one by one within the minute, or
// gathered (digest) in the customer's next daily digest mail.
// notification_digests: one row per customer and Brussels day a digest was queued for; its unique
// key is what keeps two instances from queueing the same day's digest twice.
// mail_outbox.list_unsubscribe: the List-Unsubscribe header of a notification mail (RFC 8058);
// nullable without a default, so an instance of the previous release keeps writing mail beside
// this one (docs/operations.md).
import type { Migration } from 'kysely/migration';
import { createIndex, customerTable, dropTables, type SchemaDb, sameTenant } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await customerTable(db, 'notification_preferences')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('push', 'boolean', (column) => column.notNull())
    .addColumn('email', 'boolean', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('notification_preferences_customer_kind_key', [
      'tenant_id',
      'customer_id',
      'kind',
    ])
    .execute();

  await customerTable(db, 'notification_settings')
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_until', 'text')
    .addColumn('email_digest', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('notification_settings_customer_key', ['tenant_id', 'customer_id'])
    .execute();

  await customerTable(db, 'notification_mail_queue')
    .addColumn('notification_id', 'integer', (column) => column.notNull())
    .addColumn('digest', 'boolean', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .$call((t) =>
      sameTenant(t, 'notification_mail_queue', 'notification_id', 'notifications', {
        owned: true,
      }),
    )
    .execute();
  await createIndex(db, 'notification_mail_queue', ['digest', 'created_at']);

  await customerTable(db, 'notification_digests')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('entries', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('notification_digests_customer_day_key', [
      'tenant_id',
      'customer_id',
      'day',
    ])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
  await dropTables(db, [
    'notification_digests',
    'notification_mail_queue',
    'notification_settings',
    'notification_preferences',
  ]);
}

export const notificationPreferencesMigration: Migration = { up, down };
