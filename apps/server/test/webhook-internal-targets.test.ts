// Webhook targets inside the network (decision 067) on both databases: refused when they are set,
// and, for a name that later points inside, refused again at delivery, where nothing is posted and
// the event stays owed with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEventDelivery } from '../src/features/integration-events/integration-event-repository.ts';
import { createWebhookDispatcher } from '../src/features/integration-events/webhook-dispatcher.ts';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import {
  insertBareTenant,
  manualClock,
  recordTicketMessage,
  testSealer,
} from './integration-event-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const quiet = { warn: () => undefined };

describe.each(testDialects())('internal webhook targets on %s', (dialect) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  const sealer = testSealer();
  const time = manualClock('2026-11-21T09:00:00Z');
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.drop();
  });

  it('refuses an internal webhook target when it is set, and never posts to one by default', async () => {
    const strict = createWebhookEndpoints({
      allowInternalTargets: false,
      db: db(),
      keySealer: sealer,
      clock: time.clock,
    });
    const inside = await insertBareTenant(db(), 'inside');
    for (const url of [
      'http://127.0.0.1:6379/',
      'http://[::1]:5432/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/',
      'http://localhost:8080/hooks',
    ]) {
      await expect(strict.set(inside, { url }), url).rejects.toMatchObject({
        code: 'VALIDATION',
        field: 'webhookUrl',
        message: expect.stringContaining('internal address'),
      });
    }
    expect(await strict.urlOf(inside)).toBeNull();
    // A name that resolved to a public address when it was set may point inside by delivery
    // time: the delivery checks again and refuses.
    const lenient = createWebhookEndpoints({
      allowInternalTargets: true,
      db: db(),
      keySealer: sealer,
      clock: time.clock,
    });
    await lenient.set(inside, { url: receiver.url });
    const guarded = createWebhookDispatcher({
      db: db(),
      keySealer: sealer,
      clock: time.clock,
      log: quiet,
    });
    const id = await recordTicketMessage(db(), inside, 1, 'inside', time.clock());
    const before = receiver.received.length;
    expect(await guarded.deliverDue()).toBe(0);
    await guarded.stop();
    expect(receiver.received).toHaveLength(before);
    expect(await findEventDelivery(db(), inside, id)).toMatchObject({
      state: 'pending',
      lastError: expect.stringContaining('internal address'),
    });
  });
});
