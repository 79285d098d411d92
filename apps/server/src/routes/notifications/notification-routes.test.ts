// GET notifications: bearer token required, the token's customer's notifications only, newest
// first, with whether each was seen.
import { notificationSchema } from '@portal/contract/notifications';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';

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
