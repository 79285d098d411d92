// Webhook delivery against a real receiver on both databases (decision 055): down (refusing), then
// failing (500), then back — every event arrives, in order per entity, answered 2xx once per
// webhook-id, signed so the standardwebhooks package agrees; three days of a failing receiver end
// in 'failed', a replay sends again; a redirect is not followed; two dispatchers (two database
// handles on one PostgreSQL) post each event once; a tenant without a webhook has its events for
// the cursor only. The dispatcher's clock is the test's, so days pass in milliseconds.
import { INTEGRATION_EVENT_TYPES, wireTypeOf } from '@portal/contract/integration/events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listDeliveryAttempts } from '../src/features/integration-events/integration-event-delivery-repository.ts';
import { findEventDelivery } from '../src/features/integration-events/integration-event-repository.ts';
import { recordIntegrationEvent } from '../src/features/integration-events/record-event.ts';
import {
  createWebhookDispatcher,
  type WebhookDispatcher,
} from '../src/features/integration-events/webhook-dispatcher.ts';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { findWebhookEndpoint } from '../src/features/integration-events/webhook-endpoint-repository.ts';
import { replayEvents } from '../src/features/integration-events/webhook-replay.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import {
  insertBareTenant,
  manualClock,
  recordTicketMessage,
  testSealer,
} from './integration-event-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const quiet = { warn: () => undefined };

describe.each(testDialects())('webhook delivery on %s', (dialect) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  const sealer = testSealer();
  const time = manualClock('2026-11-21T09:00:00Z');
  let tenantId: number;
  let dispatcher: WebhookDispatcher;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    receiver = await startWebhookReceiver();
    tenantId = await insertBareTenant(db(), 'demo');
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db: db(),
      keySealer: sealer,
      clock: time.clock,
    });
    const { secret } = await endpoints.set(tenantId, { url: receiver.url });
    receiver.secret = secret ?? '';
    dispatcher = createWebhookDispatcher({
      allowInternalTargets: true,
      db: db(),
      keySealer: sealer,
      clock: time.clock,
      log: quiet,
    });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await receiver.close();
    await database.drop();
  });
  beforeEach(async () => {
    receiver.received = [];
    receiver.mode = 'ok';
    await receiver.up();
    // Whatever an earlier test left owed is done with.
    await db()
      .updateTable('integration_events')
      .set({ delivery_state: 'delivered' })
      .where('delivery_state', '=', 'pending')
      .execute();
  });

  const record = (ticketId: number, message: string) =>
    recordTicketMessage(db(), tenantId, ticketId, message, time.clock());
  const state = (id: number) => findEventDelivery(db(), tenantId, id);
  const bodies = () => receiver.received.map((hook) => JSON.parse(hook.body));

  /** The accepted events' messages per ticket, in the order the receiver accepted them. */
  const acceptedPerTicket = () => {
    const perTicket = new Map<number, string[]>();
    for (const hook of receiver.received.filter((received) => received.status === 200)) {
      const event = JSON.parse(hook.body);
      perTicket.set(event.entity.id, [
        ...(perTicket.get(event.entity.id) ?? []),
        event.data.message,
      ]);
    }
    return Object.fromEntries(perTicket);
  };

  it('delivers every event once the receiver is back, in order per entity, once per id', async () => {
    const ids = [
      await record(1, 'a1'),
      await record(2, 'b1'),
      await record(1, 'a2'),
      await record(3, 'c1'),
      await record(2, 'b2'),
      await record(1, 'a3'),
    ];
    await receiver.down();
    expect(await dispatcher.deliverDue()).toBe(0);
    // Only the first event of each ticket was tried; the later ones wait behind it.
    const attempts = await Promise.all(ids.map(async (id) => (await state(id))?.attempts));
    expect(attempts).toEqual([1, 1, 0, 1, 0, 0]);
    const refused = await listDeliveryAttempts(db(), tenantId, ids[0] ?? 0);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ statusCode: null, responseExcerpt: null });
    expect(refused[0]?.error).toMatch(/fetch failed|ECONNREFUSED/);

    // Up but failing: a 500, logged with a short excerpt only.
    time.advance(MINUTE);
    await receiver.up();
    receiver.mode = 'fail';
    expect(await dispatcher.deliverDue()).toBe(0);
    // Events of different tickets go out side by side, in any order.
    expect(receiver.received.map((hook) => hook.webhookId).sort()).toEqual(
      [ids[0], ids[1], ids[3]].map((id) => `evt_${id}`).sort(),
    );
    const failed = await listDeliveryAttempts(db(), tenantId, ids[0] ?? 0);
    expect(failed[1]).toMatchObject({ statusCode: 500, error: null });
    expect(failed[1]?.responseExcerpt?.length).toBe(500);
    // Too early for the next attempt: nothing is posted.
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(3);

    time.advance(HOUR);
    receiver.mode = 'ok';
    expect(await dispatcher.deliverDue()).toBe(6);
    expect(acceptedPerTicket()).toEqual({ 1: ['a1', 'a2', 'a3'], 2: ['b1', 'b2'], 3: ['c1'] });
    expect(receiver.accepted().sort()).toEqual(ids.map((id) => `evt_${id}`).sort());
    expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
    for (const id of ids) expect((await state(id))?.state).toBe('delivered');
    // The body is the event as the cursor lists it.
    expect(bodies().at(-1)).toMatchObject({
      type: 'ticket.message',
      entity: { kind: 'ticket', id: 1, externalId: null },
      data: { ticketId: 1, message: 'a3' },
    });
    // Nothing is posted twice.
    time.advance(DAY);
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(receiver.accepted()).toHaveLength(6);
  });

  it('keeps trying for three days, then gives up; a replay sends again', async () => {
    const first = await record(9, 'first');
    const second = await record(9, 'second');
    receiver.mode = 'fail';
    const started = time.clock().getTime();
    let rounds = 0;
    while ((await state(first))?.state === 'pending') {
      await dispatcher.deliverDue();
      rounds += 1;
      const next = (await state(first))?.nextAttemptAt;
      if (next) time.set(new Date(next));
    }
    const attempts = await listDeliveryAttempts(db(), tenantId, first);
    const last = Date.parse(attempts.at(-1)?.attemptedAt ?? '');
    expect((await state(first))?.state).toBe('failed');
    expect(last - started).toBeGreaterThanOrEqual(3 * DAY);
    expect(attempts.length).toBe(rounds);
    expect(attempts.length).toBeGreaterThan(15);
    // The later event of the ticket waited the three days out, then had its first try.
    expect(receiver.received.filter((hook) => hook.webhookId === `evt_${second}`)).toHaveLength(1);

    receiver.mode = 'ok';
    expect(await replayEvents({ db: db(), clock: time.clock }, tenantId, { failed: true })).toBe(1);
    expect(await dispatcher.deliverDue()).toBe(1);
    time.advance(DAY);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(receiver.accepted()).toEqual([`evt_${first}`, `evt_${second}`]);

    // A replay of one event sends it again, with the same webhook-id (the receiver dedupes).
    expect(await replayEvents({ db: db(), clock: time.clock }, tenantId, { event: first })).toBe(1);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(receiver.accepted()).toEqual([`evt_${first}`, `evt_${second}`, `evt_${first}`]);
    // From an id on: both again.
    expect(await replayEvents({ db: db(), clock: time.clock }, tenantId, { from: first })).toBe(2);
    expect(await dispatcher.deliverDue()).toBe(2);
  });

  it('disables an endpoint whose receiver answers 410 Gone, until its URL is set again', async () => {
    const gone = await startWebhookReceiver();
    try {
      const retiring = await insertBareTenant(db(), 'retiring');
      const endpoints = createWebhookEndpoints({
        allowInternalTargets: true,
        db: db(),
        keySealer: sealer,
        clock: time.clock,
      });
      gone.secret = (await endpoints.set(retiring, { url: gone.url })).secret ?? '';
      gone.mode = 'gone';
      const at = () => time.clock();
      // One event in the round: which of two parallel posts meets the disabled endpoint first is
      // a race, and the rule is about what follows the 410.
      const first = await recordTicketMessage(db(), retiring, 31, 'first', at());
      await dispatcher.deliverDue();
      // Tried once, never again: given up as replayable, the endpoint disabled.
      expect(gone.received.map((hook) => hook.status)).toEqual([410]);
      expect(await findEventDelivery(db(), retiring, first)).toMatchObject({ state: 'failed' });
      const endpoint = await findWebhookEndpoint(db(), retiring);
      expect(endpoint?.disabled?.reason).toMatch(/410 Gone/);
      // Later events are for the cursor only while it is disabled; nothing more is posted.
      const second = await recordTicketMessage(db(), retiring, 32, 'second', at());
      time.advance(DAY);
      await dispatcher.deliverDue();
      expect(gone.received).toHaveLength(1);
      expect(await findEventDelivery(db(), retiring, second)).toMatchObject({ state: 'none' });

      // The operator sets the URL again: posts resume, and the given-up event replays.
      await endpoints.set(retiring, { url: gone.url });
      expect((await findWebhookEndpoint(db(), retiring))?.disabled).toBeNull();
      gone.mode = 'ok';
      expect(await replayEvents({ db: db(), clock: time.clock }, retiring, { failed: true })).toBe(
        1,
      );
      await dispatcher.deliverDue();
      expect(gone.accepted()).toEqual([`evt_${first}`]);
    } finally {
      await gone.close();
    }
  });

  it('posts the Standard Webhooks envelope: a dotted type, its timestamp, and the old names for one release', async () => {
    const at = time.clock();
    const id = await db()
      .transaction()
      .execute((trx) =>
        recordIntegrationEvent(trx, {
          tenantId,
          type: 'ticket.photo-added',
          entityId: 30,
          data: {
            customerId: 1,
            ticketId: 30,
            messageId: 2,
            message: 'the meter',
            photos: [{ fileId: 3, name: 'meter.jpg', contentType: 'image/jpeg' }],
            addedAt: at.toISOString(),
          },
          at,
        }),
      );
    expect(await dispatcher.deliverDue()).toBe(1);
    const [hook] = receiver.received;
    expect(hook?.signatureValid).toBe(true);
    expect(hook?.userAgent).toMatch(/^EnergyPortal-Webhooks\/\d+\.\d+\.\d+/);
    const body = JSON.parse(hook?.body ?? '{}');
    expect(body).toMatchObject({
      id,
      type: 'ticket.photo_added',
      legacyType: 'ticket.photo-added',
      timestamp: at.toISOString(),
      occurredAt: at.toISOString(),
      entity: { kind: 'ticket', id: 30 },
    });
    // Every type on the wire keeps to the characters the specification recommends.
    expect(
      INTEGRATION_EVENT_TYPES.map(wireTypeOf).filter((type) => !/^[a-zA-Z0-9_.]+$/.test(type)),
    ).toEqual([]);
  });

  it('does not follow a redirect', async () => {
    const id = await record(20, 'moved');
    receiver.mode = 'redirect';
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(receiver.received.map((hook) => hook.status)).toEqual([302]);
    expect(await state(id)).toMatchObject({ state: 'pending', lastError: 'answered 302' });
  });

  it('posts each event once with two dispatchers on two database handles', async () => {
    // PostgreSQL: a second handle, as a second instance has; SQLite: one file, one writer.
    const second =
      dialect === 'postgres' && database.url
        ? await openDatabase({ databaseUrl: database.url })
        : undefined;
    const other = createWebhookDispatcher({
      allowInternalTargets: true,
      db: second?.db ?? db(),
      keySealer: sealer,
      clock: time.clock,
      log: quiet,
    });
    try {
      // More tickets than a dispatcher takes at once, so both have work from the start.
      const tickets = Array.from({ length: 40 }, (_, index) => 100 + index);
      const ids: number[] = [];
      for (const round of ['m0', 'm1', 'm2']) {
        for (const ticket of tickets) ids.push(await record(ticket, round));
      }
      receiver.delayMs = 5;
      const delivered = { first: 0, second: 0 };
      for (
        let tries = 0;
        tries < 10 && delivered.first + delivered.second < ids.length;
        tries += 1
      ) {
        const [first, second] = await Promise.all([dispatcher.deliverDue(), other.deliverDue()]);
        delivered.first += first;
        delivered.second += second;
      }
      expect(delivered.first + delivered.second).toBe(ids.length);
      // Both took part: each posted some, none posted one the other did.
      expect(delivered.first).toBeGreaterThan(0);
      expect(delivered.second).toBeGreaterThan(0);
      expect(receiver.received).toHaveLength(ids.length);
      expect(receiver.accepted().sort()).toEqual(ids.map((id) => `evt_${id}`).sort());
      const perTicket = acceptedPerTicket();
      for (const ticket of tickets) expect(perTicket[ticket]).toEqual(['m0', 'm1', 'm2']);
    } finally {
      receiver.delayMs = 0;
      await other.stop();
      await second?.close();
    }
  });

  it('records a 2xx again while the database is away for a moment, so the event goes out once', async () => {
    // The database refuses the first write that marks an event delivered, as PostgreSQL does
    // while it restarts: the receiver has taken the event by then.
    let refusals = 1;
    const flaky = db().withPlugin({
      transformQuery({ node }) {
        const marksDelivered =
          node.kind === 'UpdateQueryNode' && JSON.stringify(node).includes('"delivered"');
        if (marksDelivered && refusals > 0) {
          refusals -= 1;
          throw new Error('connection refused');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const patient = createWebhookDispatcher({
      allowInternalTargets: true,
      db: flaky,
      keySealer: sealer,
      clock: time.clock,
      log: quiet,
    });
    try {
      const id = await record(200, 'once');
      expect(await patient.deliverDue()).toBe(1);
      expect(refusals).toBe(0);
      expect((await state(id))?.state).toBe('delivered');
      time.advance(HOUR);
      expect(await patient.deliverDue()).toBe(0);
      expect(receiver.accepted()).toEqual([`evt_${id}`]);
    } finally {
      await patient.stop();
    }
  });

  it('keeps the events of a tenant without a webhook for the cursor only', async () => {
    const bare = await insertBareTenant(db(), 'nohook');
    const id = await recordTicketMessage(db(), bare, 1, 'quiet', time.clock());
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(await findEventDelivery(db(), bare, id)).toMatchObject({ state: 'none', attempts: 0 });
    expect(receiver.received).toEqual([]);
  });
});
