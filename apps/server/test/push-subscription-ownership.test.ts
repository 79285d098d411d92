// A push subscription is its tenant's and customer's (decision 069): a customer of another
// tenant who registers the same endpoint is refused and takes nothing over; the owner ends it
// with DELETE customers/registerSubscription (its queued pushes go with it), and nobody else's
// call ends it. On both databases, through the real app.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { browserKeys } from './push-endpoint.ts';

const PUSH_SERVICE = 'https://push.example.test';
const PATH = '/api/customers/registerSubscription';

describe.each(testDialects())('push subscription ownership on %s', (dialect) => {
  const api = useCustomerApi(dialect, { config: { pushServices: [PUSH_SERVICE] } });
  const keys = browserKeys();
  const body = (endpoint: string, browser = keys) => ({
    endpoint,
    expirationTime: null,
    keys: { p256dh: browser.p256dh, auth: browser.auth },
  });
  const rowsOf = (endpoint: string) =>
    api.db
      .selectFrom('push_subscriptions')
      .select(['tenant_id', 'customer_id', 'p256dh', 'auth'])
      .where('endpoint', '=', endpoint)
      .execute();

  it('refuses another tenant’s customer the same endpoint, leaving the owner’s row as it was', async () => {
    const endpoint = `${PUSH_SERVICE}/${dialect}/taken`;
    const jan = await api.call('demo', api.jan.customerId, 'POST', PATH, body(endpoint));
    expect(jan.statusCode, jan.body).toBe(200);
    const before = await rowsOf(endpoint);

    const camille = await api.call(
      'helios',
      api.camille.customerId,
      'POST',
      PATH,
      body(endpoint, browserKeys()),
    );
    expect(camille.statusCode, camille.body).toBe(409);
    expect(camille.json()).toMatchObject({
      data: null,
      errors: [{ code: ErrorCode.Conflict, field: 'endpoint' }],
    });
    expect(await rowsOf(endpoint)).toEqual(before);
    expect(before).toEqual([
      expect.objectContaining({ tenant_id: api.jan.tenantId, customer_id: api.jan.customerId }),
    ]);
  });

  it('ends the subscription for its owner only', async () => {
    const endpoint = `${PUSH_SERVICE}/${dialect}/ended`;
    await api.call('demo', api.jan.customerId, 'POST', PATH, body(endpoint));
    const unsubscribe = { endpoint };

    for (const [tenant, customerId] of [
      ['demo', api.marie.customerId],
      ['helios', api.camille.customerId],
    ] as const) {
      const other = await api.call(tenant, customerId, 'DELETE', PATH, unsubscribe);
      expect(other.statusCode, other.body).toBe(200);
      expect(await rowsOf(endpoint)).toHaveLength(1);
    }

    const ended = await api.call('demo', api.jan.customerId, 'DELETE', PATH, unsubscribe);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ data: { registered: false }, errors: [] });
    expect(await rowsOf(endpoint)).toEqual([]);
    const again = await api.call('demo', api.jan.customerId, 'DELETE', PATH, unsubscribe);
    expect(again.json()).toEqual({ data: { registered: false }, errors: [] });
  });

  it('refuses an unsubscribe without a token or with a bad body', async () => {
    const anonymous = await api.app.server.inject({
      method: 'DELETE',
      url: PATH,
      headers: { 'x-subdomain': 'demo' },
      payload: { endpoint: `${PUSH_SERVICE}/x` },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await api.call('demo', api.jan.customerId, 'DELETE', PATH, { endpoint: 7 });
    expect(bad.statusCode).toBe(400);
  });
});
