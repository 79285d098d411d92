// The retention of integration events (decision 055): events no longer owed to a webhook are
// deleted once they are older than INTEGRATION_EVENT_RETENTION_DAYS, their delivery log with them
// (the log's foreign key cascades). The pruning job finds them by occurred_at: without this index
// each of its rounds would read the whole outbox to learn that nothing is old enough yet.
import type { Migration } from 'kysely/migration';
import { createIndex, type SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await createIndex(db, 'integration_events', ['occurred_at']);
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.dropIndex('integration_events_occurred_at_idx').ifExists().execute();
}

export const integrationEventRetentionMigration: Migration = { up, down };
