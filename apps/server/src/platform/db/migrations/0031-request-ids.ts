// The id of the request that recorded an integration event, so that the webhook delivering it,
// later and maybe on another instance, carries the same id as the request's log lines. Nullable
// and without a default: an instance of the previous release, which does not know the column,
// keeps inserting events beside this one during a rolling upgrade (docs/operations.md).
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('integration_events').addColumn('request_id', 'text').execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('integration_events').dropColumn('request_id').execute();
}

export const requestIdsMigration: Migration = { up, down };
