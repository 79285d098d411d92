// Support tickets with their messages and files, notifications and web-push subscriptions.
import type { Migration } from 'kysely/migration';
import {
  createIndex,
  customerTable,
  dropTables,
  oneOf,
  type SchemaDb,
  sameCustomer,
  sameTenant,
  tenantTable,
  withTimestamps,
} from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await withTimestamps(
    customerTable(db, 'issues')
      .addColumn('installation_id', 'integer')
      .addColumn('order_id', 'integer')
      .addColumn('offer_id', 'integer')
      .addColumn('issue_type_id', 'integer', (c) => c.notNull())
      .addColumn('status_id', 'integer', (c) => c.notNull())
      .addColumn('problem_title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('installation_date', 'text'),
  )
    .addColumn('closed_at', 'text')
    .$call((t) => sameCustomer(t, 'issues', 'installation_id', 'installations', { owned: true }))
    .$call((t) => sameCustomer(t, 'issues', 'order_id', 'orders'))
    .$call((t) => sameCustomer(t, 'issues', 'offer_id', 'offers'))
    .$call((t) => sameTenant(t, 'issues', 'issue_type_id', 'issue_types'))
    .execute();
  await createIndex(db, 'issues', ['tenant_id', 'customer_id', 'status_id']);

  await tenantTable(db, 'issue_messages')
    .addColumn('issue_id', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text')
    .$call((t) => sameTenant(t, 'issue_messages', 'issue_id', 'issues', { owned: true }))
    .addUniqueConstraint('issue_messages_tenant_id_id_key', ['tenant_id', 'id'])
    .addCheckConstraint('issue_messages_author_check', oneOf('author', ['customer', 'installer']))
    .execute();
  await createIndex(db, 'issue_messages', ['tenant_id', 'issue_id', 'created_at']);

  await tenantTable(db, 'issue_files')
    .addColumn('issue_id', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'integer')
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call((t) => sameTenant(t, 'issue_files', 'issue_id', 'issues', { owned: true }))
    .$call((t) => sameTenant(t, 'issue_files', 'message_id', 'issue_messages', { owned: true }))
    .$call((t) => sameTenant(t, 'issue_files', 'document_id', 'stored_documents', { owned: true }))
    .execute();
  await createIndex(db, 'issue_files', ['tenant_id', 'issue_id']);

  await customerTable(db, 'notifications')
    .addColumn('notification_key', 'text', (c) => c.notNull())
    .addColumn('action_route', 'text')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'notifications', ['tenant_id', 'customer_id', 'created_at']);

  await customerTable(db, 'push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, [
    'push_subscriptions',
    'notifications',
    'issue_files',
    'issue_messages',
    'issues',
  ]);
}

export const supportMigration: Migration = { up, down };
