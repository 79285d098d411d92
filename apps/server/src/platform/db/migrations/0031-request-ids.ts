// The id of the request that recorded an integration event or queued a mail, so that the webhook
// delivering the event (later, maybe on another instance) carries the same id as the request's log
// lines, and a refused mail's log line names the request that queued it. Nullable
// and without a default: an instance of the previous release, which does not know the column,
// keeps inserting events and mails beside this one during a rolling upgrade (docs/operations.md).
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('integration_events').addColumn('request_id', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('request_id', 'text').execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('request_id').execute();
  await db.schema.alterTable('integration_events').dropColumn('request_id').execute();
}

export const requestIdsMigration: Migration = { up, down };
