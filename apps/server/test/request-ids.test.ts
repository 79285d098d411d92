// Request ids on both databases: a sane incoming X-Request-Id is kept, anything else replaced by a
// new id; the id is answered, bound to every log line of the request, stored with the mail the
// request queues and the integration event it records, and sent with the webhook that delivers it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { createRealmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

interface LogLine {
  requestId?: string;
  msg?: string;
}

describe.each(testDialects())('request ids on %s', (dialect) => {
  const keyEncryptionKey = randomBytes(32);
  const lines: LogLine[] = [];
  const logTo = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const api = useCustomerApi(dialect, {
    config: { logLevel: 'info', keyEncryptionKey },
    logTo,
    beforeReady(server) {
      server.get('/test/logs-twice', async (request) => {
        request.log.info('first line of the handler');
        await new Promise((resolve) => setTimeout(resolve, 5));
        request.log.warn('second line of the handler');
        return { data: 'logged', errors: [] };
      });
    },
  });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const endpoints = createWebhookEndpoints({
      allowInternalTargets: true,
      db: api.db,
      keySealer: createRealmKeyCipher(keyEncryptionKey),
      clock: () => new Date(),
    });
    const { secret } = await endpoints.set(api.jan.tenantId, { url: receiver.url });
    receiver.secret = secret ?? '';
  });
  afterAll(() => receiver.close());

  const get = (url: string, requestId?: string) =>
    api.app.server.inject({
      url,
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
    });

  it('keeps a sane incoming id, answers it and logs it on every line of the request', async () => {
    const id = `lb-${randomBytes(6).toString('hex')}.1_a`;
    const from = lines.length;
    const response = await get('/test/logs-twice', id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
    const logged = lines.slice(from);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'first line of the handler',
        'second line of the handler',
        'request completed',
      ]),
    );
    for (const line of logged) expect(line.requestId).toBe(id);
  });

  it('replaces a missing, too long or unsafe id with a new one', async () => {
    const answered = new Set<string>();
    for (const given of [undefined, 'x'.repeat(129), 'two words', 'a"b', '']) {
      const response = await get('/healthz', given);
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      answered.add(id);
    }
    expect(answered.size).toBe(5);
  });

  it('answers the id on a refusal the router makes before any hook', async () => {
    const id = `refused-${randomBytes(4).toString('hex')}`;
    const response = await get(`/api/offers/${'9'.repeat(300)}`, id);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-request-id']).toBe(id);
  });

  it('stores it with the mail the request queues', async () => {
    const id = `reset-${randomBytes(6).toString('hex')}`;
    const response = await api.app.server.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      headers: { 'x-subdomain': 'demo', 'x-request-id': id },
      payload: { email: 'jan.peeters@example.be' },
    });
    expect(response.statusCode).toBe(200);
    const queued = await api.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'request_id'])
      .where('request_id', '=', id)
      .execute();
    expect(queued).toEqual([{ recipient: 'jan.peeters@example.be', request_id: id }]);
  });

  it('stores it with the integration event the request records and sends it with the webhook', async () => {
    const id = `ticket-${randomBytes(6).toString('hex')}`;
    const asJan = (method: 'GET' | 'POST', url: string, payload?: object) =>
      api.request({
        tenant: 'demo',
        customerId: api.jan.customerId,
        method,
        url,
        headers: { 'x-request-id': id },
        ...(payload === undefined ? {} : { payload }),
      });
    const [type] = (await asJan('GET', '/api/issues/issuesTypes')).json().data;
    const [installation] = (await asJan('GET', '/api/installations/')).json().data;
    const created = await asJan('POST', '/api/issues/create', {
      problemTitle: 'Geen stroom',
      problem: `Request ${id}`,
      typeId: type.id,
      offerId: installation.OfferID,
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['x-request-id']).toBe(id);
    const stored = await api.db
      .selectFrom('integration_events')
      .select(['id', 'request_id'])
      .where('event_type', '=', 'ticket.created')
      .where('entity_id', '=', created.json().data.insertId)
      .executeTakeFirstOrThrow();
    expect(stored.request_id).toBe(id);
    // The request's answer woke the dispatcher: the webhook goes out within moments.
    await expect
      .poll(() => receiver.received.find((hook) => hook.webhookId === `evt_${stored.id}`), {
        timeout: 10_000,
      })
      .toMatchObject({ requestId: id, signatureValid: true, status: 200 });
  });
});
