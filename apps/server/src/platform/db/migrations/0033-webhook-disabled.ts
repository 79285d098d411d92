// A webhook endpoint the receiver has retired: Standard Webhooks has a receiver answer 410 Gone to
// say that it wants no more posts, and the sender disables the endpoint rather than retrying it.
// When and why are kept on the tenant until its URL is set again. Nullable without a default, so
// that an instance of the previous release keeps working beside this one (docs/operations.md).
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('webhook_disabled_at', 'text').execute();
  await db.schema.alterTable('tenants').addColumn('webhook_disabled_reason', 'text').execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('webhook_disabled_reason').execute();
  await db.schema.alterTable('tenants').dropColumn('webhook_disabled_at').execute();
}

export const webhookDisabledMigration: Migration = { up, down };
