// Events out (decision 055): the outbox of integration events, the log of their
// webhook deliveries, and each tenant's webhook endpoint.
//
// integration_events: one row per thing the customer did that the back office must hear of,
// inserted in the transaction of the change (features/integration-events/record-event.ts). The id
// is the cursor of GET /api/integration/v1/events (monotonic: SQLite's AUTOINCREMENT never reuses
// one; PostgreSQL's identity never goes back, and the writer makes a tenant's ids commit in order).
// The webhook state lives on the row: 'none' (the tenant had no webhook: cursor only), 'pending'
// (owed; next_attempt_at says when a dispatcher may try, and a dispatcher takes one by moving it
// past its own attempt), 'delivered', 'failed' (given up after three days; replayable).
//
// integration_event_deliveries: every attempt (when, how long, the status code or the error, a
// short excerpt of the answer), for the operator; never more than a short excerpt of a body.
//
// tenants.webhook_url / webhook_secret: where the tenant's events go and the signing secret,
// sealed like the realms' keys (platform/identity/realm-key-cipher.ts), never stored in the clear.
import type { Migration } from 'kysely/migration';
import {
  createIndex,
  dropTables,
  oneOf,
  type SchemaDb,
  sameTenant,
  tenantTable,
} from './builders.ts';

const DELIVERY_STATES = ['none', 'pending', 'delivered', 'failed'] as const;

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('webhook_url', 'text').execute();
  await db.schema.alterTable('tenants').addColumn('webhook_secret', 'text').execute();

  await tenantTable(db, 'integration_events')
    .addColumn('event_type', 'text', (column) => column.notNull())
    .addColumn('entity_kind', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'integer', (column) => column.notNull())
    .addColumn('entity_external_id', 'text')
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('delivery_state', 'text', (column) =>
      column.notNull().check(oneOf('delivery_state', DELIVERY_STATES)),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('first_attempt_at', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addForeignKeyConstraint(
      'integration_events_tenant_fkey',
      ['tenant_id'],
      'tenants',
      ['id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('integration_events_tenant_id_id_key', ['tenant_id', 'id'])
    .execute();
  // The cursor (a tenant's events after an id) reads the unique (tenant_id, id) above; the
  // dispatcher's due events, and the check that no earlier event of the same entity is owed.
  await createIndex(db, 'integration_events', ['delivery_state', 'next_attempt_at']);
  await createIndex(db, 'integration_events', ['tenant_id', 'entity_kind', 'entity_id', 'id']);

  await tenantTable(db, 'integration_event_deliveries')
    .addColumn('event_id', 'integer', (column) => column.notNull())
    .addColumn('attempted_at', 'text', (column) => column.notNull())
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('response_excerpt', 'text')
    .$call((t) =>
      sameTenant(t, 'integration_event_deliveries', 'event_id', 'integration_events', {
        owned: true,
      }),
    )
    .execute();
  await createIndex(db, 'integration_event_deliveries', ['tenant_id', 'event_id']);
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['integration_event_deliveries', 'integration_events']);
  await db.schema.alterTable('tenants').dropColumn('webhook_secret').execute();
  await db.schema.alterTable('tenants').dropColumn('webhook_url').execute();
}

export const integrationEventsMigration: Migration = { up, down };
