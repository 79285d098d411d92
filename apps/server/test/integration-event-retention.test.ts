// The retention of integration events (decision 055) on both databases, with a fixed clock: events
// delivered, given up or for the cursor only are deleted with their delivery log once they occurred
// more than the retention ago, in passes of a bounded size (one statement each); younger events,
// and pending ones however old, are kept; the cursor then starts at the oldest event kept.
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationEventCursor } from '../src/features/integration-events/event-cursor.ts';
import { createIntegrationEventRetention } from '../src/features/integration-events/event-retention.ts';
import {
  listDeliveryAttempts,
  recordDeliveryAttempt,
} from '../src/features/integration-events/integration-event-delivery-repository.ts';
import {
  markEventDelivered,
  settleUndelivered,
} from '../src/features/integration-events/integration-event-repository.ts';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import {
  insertBareTenant,
  manualClock,
  recordTicketMessage,
  testSealer,
} from './integration-event-fixtures.ts';
import { QueryRecorder } from './query-recorder.ts';

const DAY = 24 * 3_600_000;

it('keeps integration events 30 days by default', () => {
  expect(loadConfig({}).integrationEventRetentionDays).toBe(30);
  expect(loadConfig({ INTEGRATION_EVENT_RETENTION_DAYS: '90' }).integrationEventRetentionDays).toBe(
    90,
  );
  expect(() => loadConfig({ INTEGRATION_EVENT_RETENTION_DAYS: '0' })).toThrow(
    'INTEGRATION_EVENT_RETENTION_DAYS',
  );
});

describe.each(testDialects())('integration event retention on %s', (dialect) => {
  let database: TestDatabase;
  const time = manualClock('2026-11-21T09:00:00Z');
  const db = () => database.handle.db;
  let hooked: number;
  let cursorOnly: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    hooked = await insertBareTenant(db(), 'hooked');
    cursorOnly = await insertBareTenant(db(), 'cursor-only');
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db: db(),
      keySealer: testSealer(),
      clock: time.clock,
    });
    await endpoints.set(hooked, { url: 'http://127.0.0.1:9/' });
  });
  afterAll(() => database.drop());

  const daysAgo = (days: number) => new Date(time.clock().getTime() - days * DAY);
  const record = (tenantId: number, ticket: number, days: number) =>
    recordTicketMessage(db(), tenantId, ticket, `${days} days ago`, daysAgo(days));
  const attempt = (tenantId: number, eventId: number, statusCode: number) =>
    recordDeliveryAttempt(db(), {
      tenantId,
      eventId,
      attemptedAt: time.clock().toISOString(),
      durationMs: 12,
      statusCode,
      error: null,
      responseExcerpt: null,
    });
  const ids = async (tenantId: number) =>
    (await createIntegrationEventCursor({ db: db() }).listEvents(tenantId, 0, 500)).events.map(
      (event) => event.id,
    );

  it('deletes what is settled and older than the retention, in bounded passes', async () => {
    // Ten delivered events 40 days old, each with a 500 and then a 200 in the log.
    const oldDelivered: number[] = [];
    for (let ticket = 1; ticket <= 10; ticket += 1) {
      const id = await record(hooked, ticket, 40);
      await attempt(hooked, id, 500);
      await attempt(hooked, id, 200);
      await markEventDelivered(db(), id, daysAgo(40).toISOString());
      oldDelivered.push(id);
    }
    const oldFailed = await record(hooked, 20, 35);
    await attempt(hooked, oldFailed, 500);
    await settleUndelivered(db(), oldFailed, { state: 'failed', error: 'answered 500' });
    // Replayed, so owed again: kept however old.
    const oldPending = await record(hooked, 21, 45);
    const youngDelivered = await record(hooked, 22, 29);
    await attempt(hooked, youngDelivered, 200);
    await markEventDelivered(db(), youngDelivered, daysAgo(29).toISOString());
    const youngFailed = await record(hooked, 23, 10);
    await settleUndelivered(db(), youngFailed, { state: 'failed', error: 'answered 500' });
    const oldCursorOnly = await record(cursorOnly, 1, 31);
    const youngCursorOnly = await record(cursorOnly, 2, 1);

    const recorder = new QueryRecorder(db());
    const retention = createIntegrationEventRetention({
      db: db().withPlugin(recorder),
      clock: time.clock,
      retentionDays: 30,
      batch: 4,
    });
    // Twelve to delete, four a pass: three full passes and an empty one, each one statement.
    expect(await retention.run()).toBe(12);
    const statements = recorder.take().map((query: CompiledQuery) => query.sql);
    expect(statements).toHaveLength(4);
    for (const statement of statements) expect(statement).toMatch(/^delete from/);

    expect(await ids(hooked)).toEqual([oldPending, youngDelivered, youngFailed]);
    expect(await ids(cursorOnly)).toEqual([youngCursorOnly]);
    for (const id of [...oldDelivered, oldFailed]) {
      expect(await listDeliveryAttempts(db(), hooked, id)).toEqual([]);
    }
    expect(await listDeliveryAttempts(db(), hooked, youngDelivered)).toHaveLength(1);
    const logRows = await db()
      .selectFrom('integration_event_deliveries')
      .select('event_id')
      .execute();
    expect(logRows.map((row) => row.event_id)).toEqual([youngDelivered]);
    // A cursor that was inside what is gone continues with the oldest event kept.
    const page = await createIntegrationEventCursor({ db: db() }).listEvents(
      hooked,
      oldDelivered[3] ?? 0,
      500,
    );
    expect(page.events.map((event) => event.id)).toEqual([oldPending, youngDelivered, youngFailed]);
    expect(oldCursorOnly).toBeLessThan(youngCursorOnly);

    // Nothing more to do until time passes: one empty pass.
    expect(await retention.run()).toBe(0);
    expect(recorder.take()).toHaveLength(1);
    time.advance(2 * DAY);
    expect(await retention.run()).toBe(1);
    expect(await ids(hooked)).toEqual([oldPending, youngFailed]);
  });
});
