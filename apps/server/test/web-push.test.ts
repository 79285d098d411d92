// Web push on both databases, through the real app and services: the customer's
// browser subscribes (registerSubscription), a change notifies in its transaction (notify), and
// after the commit a local push service on 127.0.0.1 receives a push whose payload, decrypted
// with the subscription's own keys (RFC 8291), is the notification in the customer's language
// with its route, signed by the tenant's VAPID key (RFC 8292). Refusals for now are retried; a
// subscription the push service calls gone is removed; nothing is pushed for a change that rolled
// back.
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notify } from '../src/features/notifications/notify.ts';
import { createPushOutbox } from '../src/features/push/push-outbox.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { realmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { type BrowserKeys, browserKeys, startPushEndpoint } from './push-endpoint.ts';
import { testNow } from './test-app.ts';

const endpoint = await startPushEndpoint();
afterAll(() => endpoint.close());

const silent = { info: () => undefined, warn: () => undefined };

describe.each(testDialects())('web push on %s', (dialect) => {
  const api = useCustomerApi(dialect, { config: { pushServices: [endpoint.origin] } });
  let now = testNow;
  const outbox = () =>
    createPushOutbox({
      db: api.db,
      sealer: realmKeyCipher(loadConfig({})),
      clock: () => now,
      log: silent,
      subject: 'mailto:no-reply@localhost',
    });
  beforeEach(() => {
    now = testNow;
  });

  // Paths are per dialect: both runs share the one push endpoint.
  const at = (path: string) => `${dialect}-${path}`;
  const next = (path: string, timeoutMs?: number) => endpoint.next(at(path), timeoutMs);
  const subscribe = (customerId: number, path: string, keys: BrowserKeys, tenant = 'demo') =>
    api.call(tenant, customerId, 'POST', '/api/customers/registerSubscription', {
      endpoint: `${endpoint.origin}${at(path)}`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
  const subscriptions = () =>
    api.db
      .selectFrom('push_subscriptions')
      .select(['id', 'customer_id', 'endpoint', 'p256dh'])
      .orderBy('id')
      .execute();
  const queued = () => api.db.selectFrom('push_outbox').selectAll().execute();
  const notifyJan = (event: Parameters<typeof notify>[2]) =>
    api.db.transaction().execute((trx) => notify(trx, api.jan, event, now));

  it('gives every tenant its own VAPID key pair at start-up, the private key sealed', async () => {
    const rows = await api.db.selectFrom('push_vapid_keys').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sealed_private_key).toMatch(/^v1\./);
      expect(row.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    }
    const key = async (tenant: string) =>
      (
        await api.app.server.inject({
          url: '/api/portal/push-key',
          headers: { 'x-subdomain': tenant },
        })
      ).json().data.publicKey;
    const demo = await key('demo');
    expect(rows.map((row) => row.public_key)).toContain(demo);
    expect(await key('helios')).not.toBe(demo);
  });

  it('keeps one subscription per browser: the same endpoint again updates it', async () => {
    const first = browserKeys();
    const again = browserKeys();
    expect((await subscribe(api.jan.customerId, 'browser-a', first)).json()).toEqual({
      data: { registered: true },
      errors: [],
    });
    await subscribe(api.jan.customerId, 'browser-a', again);
    const rows = (await subscriptions()).filter((row) => row.endpoint.endsWith(at('browser-a')));
    expect(rows).toEqual([
      expect.objectContaining({ customer_id: api.jan.customerId, p256dh: again.p256dh }),
    ]);
  });

  it('refuses an endpoint that is not a push service, storing nothing', async () => {
    const before = await subscriptions();
    const response = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      '/api/customers/registerSubscription',
      {
        endpoint: 'https://intranet.example.be/hook',
        keys: { p256dh: browserKeys().p256dh, auth: browserKeys().auth },
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'endpoint' });
    expect(await subscriptions()).toEqual(before);
  });

  it('pushes a notification after its commit: decrypted, in the customer’s words, VAPID-signed', async () => {
    // Jan's two browsers of this test only: one push each.
    await api.db.deleteFrom('push_subscriptions').execute();
    const keys = browserKeys();
    await subscribe(api.jan.customerId, 'jan-phone', keys);
    await subscribe(api.jan.customerId, 'jan-laptop', browserKeys());
    const id = await notifyJan({
      key: 'deliveryPlanned',
      action: 'delivery',
      params: { deliveryId: 4, date: '2026-12-03T08:00:00.000Z' },
    });
    expect((await queued()).filter((row) => row.notification_id === id)).toHaveLength(2);
    await outbox().deliverDue();
    const push = await next('jan-phone');
    await next('jan-laptop');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(JSON.parse(keys.decrypt(push.body).toString('utf8'))).toEqual({
      title: 'Plaatsing ingepland',
      body: 'Wij komen uw installatie plaatsen op 3 december 2026 om 09:00.',
      url: '/installations/deliverydetail/4',
      notificationId: id,
      icon: '/tenants/demo/logo.svg',
    });

    const [, jwt = '', publicKey = ''] =
      /^vapid t=([^,]+), k=(\S+)$/.exec(String(push.headers.authorization)) ?? [];
    const tenantKey = await api.db
      .selectFrom('push_vapid_keys')
      .select('public_key')
      .where('tenant_id', '=', api.jan.tenantId)
      .executeTakeFirstOrThrow();
    expect(publicKey).toBe(tenantKey.public_key);
    const point = Buffer.from(publicKey, 'base64url');
    const verifier = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload, protectedHeader } = await jwtVerify(jwt, verifier, {
      algorithms: ['ES256'],
      audience: endpoint.origin.replace(/\/$/, ''),
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe('mailto:no-reply@localhost');

    expect((await queued()).filter((row) => row.notification_id === id)).toEqual([]);
    const delivered = await api.db
      .selectFrom('push_subscriptions')
      .select('last_success_at')
      .where('endpoint', '=', `${endpoint.origin}${at('jan-phone')}`)
      .executeTakeFirstOrThrow();
    expect(delivered.last_success_at).toBe(now.toISOString());
  });

  it('uses the tenant’s own words where it overrides a text', async () => {
    const tenant = await api.db
      .selectFrom('tenants')
      .select('portal_config')
      .where('id', '=', api.jan.tenantId)
      .executeTakeFirstOrThrow();
    const config = JSON.parse(tenant.portal_config);
    config.texts.nl = {
      ...config.texts.nl,
      'notificationTexts:invoiceAvailable.title': 'Uw factuur',
    };
    await api.db
      .updateTable('tenants')
      .set({ portal_config: JSON.stringify(config) })
      .where('id', '=', api.jan.tenantId)
      .execute();
    await api.db.deleteFrom('push_subscriptions').execute();
    const keys = browserKeys();
    await subscribe(api.jan.customerId, 'override', keys);
    await notifyJan({ key: 'invoiceAvailable', action: 'invoice', params: { invoiceId: 9 } });
    await outbox().deliverDue();
    const message = JSON.parse(keys.decrypt((await next('override')).body).toString('utf8'));
    expect(message).toMatchObject({
      title: 'Uw factuur',
      body: 'Er staat een nieuwe factuur voor u klaar in het portaal.',
      url: '/installations/invoicedetail/9',
    });
  });

  it('queues nothing for a change that rolled back', async () => {
    const before = { pushes: await queued(), received: endpoint.received.length };
    await expect(
      api.db.transaction().execute(async (trx) => {
        await notify(trx, api.jan, { key: 'invoiceAvailable', action: 'invoice', params: {} }, now);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await outbox().deliverDue();
    expect(await queued()).toEqual(before.pushes);
    expect(endpoint.received.length).toBe(before.received);
  });

  it('tries again after a refusal for now, and delivers once', async () => {
    const keys = browserKeys();
    await api.db.deleteFrom('push_subscriptions').execute();
    await subscribe(api.jan.customerId, 'busy', keys);
    await notifyJan({ key: 'surveyRequest', action: 'survey', params: { orderId: 2 } });
    endpoint.answer(503);
    const sender = outbox();
    await sender.deliverDue();
    await next('busy');
    const [postponed] = await queued();
    expect(postponed).toMatchObject({ attempts: 1, last_error: 'push service answered 503' });
    await sender.deliverDue();
    expect(await queued()).toHaveLength(1);
    now = new Date(testNow.getTime() + 31_000);
    await sender.deliverDue();
    const message = JSON.parse(keys.decrypt((await next('busy')).body).toString('utf8'));
    expect(message).toMatchObject({
      title: 'Hoe tevreden bent u?',
      url: '/installations/survey/2',
    });
    expect(await queued()).toEqual([]);
    // One refused, one taken: the push went once.
    expect(endpoint.received.filter((push) => push.path === `/${at('busy')}`)).toHaveLength(2);
  });

  it('removes a subscription the push service calls gone (410), with its queued pushes', async () => {
    await api.db.deleteFrom('push_subscriptions').execute();
    await subscribe(api.jan.customerId, 'gone', browserKeys());
    await notifyJan({ key: 'repairUpdate', action: 'repair', params: { repairId: 2 } });
    await notifyJan({ key: 'supportReply', action: 'support', params: { issueId: 3 } });
    endpoint.answer(410);
    await outbox().deliverDue();
    await next('gone');
    expect(await subscriptions()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('delivers at once when a request that writes has answered', async () => {
    const keys = browserKeys();
    await subscribe(api.jan.customerId, 'woken', keys);
    const id = await notifyJan({ key: 'orderToSign', action: 'order', params: { orderId: 5 } });
    const seen = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      `/api/notifications/${id}/seen`,
      {},
    );
    expect(seen.json().data).toEqual({ count: 1 });
    const message = JSON.parse(keys.decrypt((await next('woken', 3_000)).body).toString('utf8'));
    expect(message).toMatchObject({ title: 'Bestelbon te ondertekenen', notificationId: id });
  });
});
