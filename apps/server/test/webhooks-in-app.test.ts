// The dispatcher as the app runs it (app.ts, decision 055), on both databases: a customer's
// write request that records an event wakes the dispatcher once it has answered, so the webhook
// arrives within moments, not at the scheduler's next round; signed with the tenant's secret
// as the app's own key cipher sealed it.
import { rmSync } from 'node:fs';
import { DeliveryStatusId } from '@portal/domain/status-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { realmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { deliveriesOf } from './document-fixtures.ts';
import { temporaryDataDir } from './outbox.ts';
import { testNow } from './test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/** Polls until `check` holds or `ms` pass; whether it held. */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe.each(testDialects())('webhooks in the app on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db: api.db,
      // The app's own cipher: DATA_DIR's key file.
      keySealer: realmKeyCipher({
        dataDir,
        keyEncryptionKey: undefined,
        previousKeyEncryptionKeys: [],
      }),
      clock: () => testNow,
    });
    receiver.secret = (await endpoints.set(api.marie.tenantId, { url: receiver.url })).secret ?? '';
  });
  afterAll(async () => {
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('posts the event of a write request as soon as it has answered', async () => {
    const planned = (await deliveriesOf(api.db, api.marie)).find(
      (row) =>
        row.status_id === DeliveryStatusId.Planned &&
        row.installation_date !== null &&
        Date.parse(row.installation_date) > testNow.getTime(),
    );
    if (!planned) throw new Error('demo data: Marie has a delivery planned ahead');
    const answered = Date.now();
    const confirmed = await api.call(
      'demo',
      api.marie.customerId,
      'POST',
      `/api/deliveries/${planned.id}/confirm`,
      {},
    );
    expect(confirmed.statusCode).toBe(200);
    // The scheduler's round is five seconds apart: well within that, the wake did it.
    expect(await within(1500, () => receiver.accepted().length === 1)).toBe(true);
    expect(Date.now() - answered).toBeLessThan(2000);
    const [hook] = receiver.received;
    expect(hook?.signatureValid).toBe(true);
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
      type: 'delivery.confirmed',
      entity: { kind: 'delivery', id: planned.id },
      data: { customerId: api.marie.customerId },
    });
  });
});
