// GET notifications: bearer token required, the token's customer's notifications only, newest
// first, with whether each was seen; marking seen and removing touch only the customer's own.
import { notificationSchema } from '@portal/contract/notifications';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';
import { freshCustomer } from '../../../test/factory/fresh-customer.ts';

describe.each(testDialects())('notifications on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  const get = (tenant: string, authorization?: string) =>
    api.app.server.inject({
      url: '/api/notifications',
      headers: { 'x-subdomain': tenant, ...(authorization ? { authorization } : {}) },
    });

  it('refuses a request without a bearer token with 401', async () => {
    const response = await get('demo');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it("serves the customer's own notifications, newest first, seen or not", async () => {
    const response = await get('demo', await api.bearer('demo', api.jan.customerId));
    expect(response.statusCode).toBe(200);
    const list = z.array(notificationSchema).parse(response.json().data);
    expect(list.length).toBeGreaterThan(2);
    const times = list.map((notification) => notification.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.some((notification) => notification.seen)).toBe(true);
    expect(list.find((entry) => entry.notificationId === 'loyaltyVoucherEarned')).toMatchObject({
      action: 'loyalty',
      params: { amount: 100 },
      seen: true,
    });
    const rows = await api.app.database.db
      .selectFrom('notifications')
      .select('id')
      .where('customer_id', '=', api.jan.customerId)
      .execute();
    expect(new Set(list.map((entry) => entry.id))).toEqual(new Set(rows.map((row) => row.id)));
  });

  it('never serves another customer of the same tenant', async () => {
    const marie = (await get('demo', await api.bearer('demo', api.marie.customerId))).json().data;
    const jan = (await get('demo', await api.bearer('demo', api.jan.customerId))).json().data;
    const janIds = new Set(jan.map((entry: { id: number }) => entry.id));
    expect(marie.some((entry: { id: number }) => janIds.has(entry.id))).toBe(false);
  });
});

describe.each(testDialects())('marking and removing notifications on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  const rows = (customerId: number) =>
    api.db
      .selectFrom('notifications')
      .select(['id', 'seen_at'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  // Each test marks or removes the notifications of its own copy of Jan (every installation, so
  // every notification of his story, seen and unseen); Marie and Camille are only read.
  const freshJan = async () =>
    (
      await freshCustomer(api.db, {
        keep: [
          'jan-pv',
          'jan-battery',
          'jan-ichoosr',
          'jan-extension',
          'jan-charger',
          'jan-heatpump',
        ],
      })
    ).customerId;
  const tenantOf = (customerId: number) =>
    customerId === api.camille.customerId ? 'helios' : 'demo';
  const send = (customerId: number, method: 'POST', url: string, payload?: object) =>
    api.call(tenantOf(customerId), customerId, method, url, payload);
  const remove = async (customerId: number, url: string) =>
    api.app.server.inject({
      method: 'DELETE',
      url,
      headers: {
        'x-subdomain': tenantOf(customerId),
        authorization: await api.bearer(tenantOf(customerId), customerId),
      },
    });

  it("marks one of the customer's own as seen; another's is 404 and unchanged", async () => {
    const janId = await freshJan();
    const jan = await rows(janId);
    const unseen = jan.find((row) => row.seen_at === null);
    if (!unseen) throw new Error('Jan has no unseen notification');
    for (const other of [api.marie.customerId, api.camille.customerId]) {
      const refused = await send(other, 'POST', `/api/notifications/${unseen.id}/seen`, {});
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors[0].code).toBe('NOT_FOUND');
    }
    expect(await rows(janId)).toEqual(jan);
    const seen = await send(janId, 'POST', `/api/notifications/${unseen.id}/seen`, {});
    expect(seen.json()).toEqual({ data: { count: 1 }, errors: [] });
    const again = await send(janId, 'POST', `/api/notifications/${unseen.id}/seen`);
    expect(again.json().data).toEqual({ count: 0 });
    const after = await rows(janId);
    expect(after.find((row) => row.id === unseen.id)?.seen_at).not.toBeNull();
    expect(after.filter((row) => row.id !== unseen.id)).toEqual(
      jan.filter((row) => row.id !== unseen.id),
    );
  });

  it('marks the given ids as seen, ignoring those of another customer', async () => {
    const janId = await freshJan();
    const marie = await rows(api.marie.customerId);
    const jan = await rows(janId);
    const ids = [...jan.map((row) => row.id), ...marie.map((row) => row.id)];
    const response = await send(janId, 'POST', '/api/notifications/seen', { ids });
    expect(response.json().data).toEqual({
      count: jan.filter((row) => row.seen_at === null).length,
    });
    expect((await rows(janId)).every((row) => row.seen_at !== null)).toBe(true);
    expect(await rows(api.marie.customerId)).toEqual(marie);
    const empty = await send(janId, 'POST', '/api/notifications/seen', { ids: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('removes one, then all, of the customer’s own only', async () => {
    const janId = await freshJan();
    const jan = await rows(janId);
    const marie = await rows(api.marie.customerId);
    const [first] = jan;
    if (!first) throw new Error('Jan has no notifications');
    expect((await remove(api.marie.customerId, `/api/notifications/${first.id}`)).statusCode).toBe(
      404,
    );
    const removed = await remove(janId, `/api/notifications/${first.id}`);
    expect(removed.json()).toEqual({ data: { count: 1 }, errors: [] });
    expect((await remove(janId, `/api/notifications/${first.id}`)).statusCode).toBe(404);
    expect(await rows(janId)).toEqual(jan.slice(1));
    const all = await remove(janId, '/api/notifications');
    expect(all.json().data).toEqual({ count: jan.length - 1 });
    expect(await rows(janId)).toEqual([]);
    expect(await rows(api.marie.customerId)).toEqual(marie);
  });
});
