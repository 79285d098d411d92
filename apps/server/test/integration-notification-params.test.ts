// The integration API's notification upsert on both databases (decision 054): a param that names a
// record the notification's link opens (offerId, orderId, issueId, installationId, …) must name one
// of that customer's records in that tenant. Another customer's, another tenant's, one that does
// not exist, or no id at all is a 400 on that param, and nothing is written; the customer's own
// records, and params that name no record, are accepted.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { idOfExternal, useIntegrationApi, V1 } from './integration-api.ts';
import { customerBody, offerBody, orderBody } from './integration-fixtures.ts';

describe.each(testDialects())('notification params on %s', (dialect) => {
  const api = useIntegrationApi(dialect);
  const put = (url: string, payload: unknown) =>
    api.call({ method: 'PUT', url: `${V1}${url}`, payload });
  const idOf = (table: 'offers' | 'orders', externalId: string) =>
    idOfExternal(api, table, externalId);
  const notificationCount = async () =>
    Number(
      (
        await api.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const firstId = async (
    table: 'offers' | 'orders' | 'invoices' | 'tickets',
    owner: { tenantId: number; customerId: number },
  ) =>
    (
      await api.db
        .selectFrom(table)
        .select('id')
        .where('tenant_id', '=', owner.tenantId)
        .where('customer_id', '=', owner.customerId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('links only to records of the notification’s customer', async () => {
    expect((await put('/customers/c-300', customerBody('three-hundred'))).statusCode).toBe(200);
    expect((await put('/offers/o-300', offerBody('c-300'))).statusCode).toBe(200);
    expect((await put('/orders/r-300', orderBody('o-300'))).statusCode).toBe(200);
    const offerId = await idOf('offers', 'o-300');
    const orderId = await idOf('orders', 'r-300');
    const note = (params: Record<string, unknown>) => ({
      customerExternalId: 'c-300',
      key: 'orderToSign',
      action: 'order',
      params,
    });

    // The customer's own records, the first installation (place 0), and values that name none.
    const own = await put(
      '/notifications/n-own',
      note({ offerId, orderId: String(orderId), installationId: 0, amount: 12, status: 'done' }),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.params).toEqual({
      offerId,
      orderId: String(orderId),
      installationId: 0,
      amount: 12,
      status: 'done',
    });

    const jan = await customerScope(api.db, 'demo', 'jan.peeters@example.be');
    const camille = await customerScope(api.db, 'helios', 'camille.dubois@example.be');
    const refusals: [Record<string, unknown>, string][] = [
      // Another customer's of the same tenant.
      [{ offerId: await firstId('offers', jan) }, 'offerId'],
      [{ orderId, invoiceId: await firstId('invoices', jan) }, 'invoiceId'],
      [{ issueId: await firstId('tickets', jan) }, 'issueId'],
      // Another tenant's.
      [{ orderId: await firstId('orders', camille) }, 'orderId'],
      // None at all: unknown, beyond PostgreSQL's integers, not an id, a second installation.
      [{ repairId: 987_654 }, 'repairId'],
      [{ deliveryId: 3_000_000_000 }, 'deliveryId'],
      [{ offerId: 'the big one' }, 'offerId'],
      [{ installationId: 1 }, 'installationId'],
    ];
    const before = await notificationCount();
    for (const [params, field] of refusals) {
      const refused = await put('/notifications/n-refused', note(params));
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json()).toEqual({
        data: null,
        errors: [
          {
            code: ErrorCode.Validation,
            field: `body.params.${field}`,
            message: expect.stringContaining(`body.params.${field}: no `),
          },
        ],
      });
    }
    // Nothing written: no notification, and the id is still free.
    expect(await notificationCount()).toBe(before);
    expect(
      (await api.call({ method: 'GET', url: `${V1}/notifications/n-refused` })).statusCode,
    ).toBe(404);
  });
});
