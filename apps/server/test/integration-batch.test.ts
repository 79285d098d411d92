// The first synchronisation's batch on both databases: records of mixed kinds in
// dependency order; every bad record is reported with its index, field and reason, the good ones
// are kept, and the same batch sent again writes nothing twice.
import { ErrorCode } from '@portal/contract/error-code';
import { MAX_BATCH_RECORDS } from '@portal/contract/integration/batch';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  versionBody,
} from './integration-fixtures.ts';

const records = [
  /* 0 */ { kind: 'customer', externalId: 'b-c1', data: customerBody('b1', 'nl') },
  /* 1 */ {
    kind: 'customer',
    externalId: 'b-c2',
    data: { ...customerBody('b2'), email: 'nope', firstName: '' },
  },
  /* 2 */ { kind: 'offer', externalId: 'b-o1', data: offerBody('b-c1') },
  /* 3 */ { kind: 'offer', externalId: 'b-o2', data: offerBody('b-unknown') },
  /* 4 */ { kind: 'offerVersion', externalId: 'b-o1', versionNumber: 1, data: versionBody(2) },
  /* 5 */ { kind: 'offerVersion', externalId: 'b-o1', versionNumber: 3, data: versionBody(2) },
  /* 6 */ { kind: 'order', externalId: 'b-r1', data: orderBody('b-o1') },
  /* 7 */ { kind: 'invoice', externalId: 'b-i1', data: invoiceBody('b-r1') },
  /* 8 */ { kind: 'invoicePayment', externalId: 'b-i1', data: { paidAt: '2026-11-21T10:00:00Z' } },
  /* 9 */ { kind: 'giftCard', externalId: 'b-g1', data: {} },
  /* 10 */ 'not a record',
];

describe.each(testDialects())('the batch on %s', (dialect) => {
  const api = useIntegrationApi(dialect);
  const batch = (payload: unknown) => api.call({ method: 'POST', url: `${V1}/batch`, payload });

  it('keeps the good records and reports every bad one with its index, field and reason', async () => {
    const response = await batch({ records });
    expect(response.statusCode, response.body).toBe(200);
    const { data, errors } = response.json();
    expect(errors).toEqual([]);
    expect(data.received).toBe(records.length);
    const byIndex = new Map<number, { field: string; code: string }[]>(
      data.rejected.map((entry: { index: number; errors: { field: string; code: string }[] }) => [
        entry.index,
        entry.errors,
      ]),
    );
    expect([...byIndex.keys()]).toEqual([1, 3, 5, 9, 10]);
    expect(
      byIndex
        .get(1)
        ?.map((error) => error.field)
        .sort(),
    ).toEqual(['data.email', 'data.firstName']);
    expect(byIndex.get(3)).toMatchObject([
      { field: 'data.customerExternalId', code: ErrorCode.Validation },
    ]);
    // The message names the field as the field does, not as the single call's body would.
    const [unknownCustomer] = data.rejected.find(
      (entry: { index: number }) => entry.index === 3,
    ).errors;
    expect(unknownCustomer.message).toMatch(/^data\.customerExternalId: /);
    expect(byIndex.get(5)).toMatchObject([{ field: 'versionNumber', code: ErrorCode.Conflict }]);
    expect(byIndex.get(9)?.[0]?.field).toBe('kind');
    expect(data.accepted).toBe(6);

    const invoice = await api.call({ method: 'GET', url: `${V1}/invoices/b-i1` });
    expect(invoice.json().data).toMatchObject({ orderExternalId: 'b-r1', paid: true });
    const offer = await api.call({ method: 'GET', url: `${V1}/offers/b-o1` });
    expect(offer.json().data.versions).toHaveLength(1);
    expect((await api.call({ method: 'GET', url: `${V1}/customers/b-c2` })).statusCode).toBe(404);

    // Sent again, the batch answers the same and writes nothing twice.
    const again = await batch({ records });
    expect(again.json().data).toEqual(data);
    const notifications = await api.db
      .selectFrom('notifications')
      .innerJoin('customers', 'customers.id', 'notifications.customer_id')
      .select('notifications.notification_key')
      .where('customers.external_id', '=', 'b-c1')
      .execute();
    expect(notifications.map((row) => row.notification_key).sort()).toEqual([
      'offerAvailable',
      'orderToSign',
      'prepaymentInvoiceAvailable',
    ]);
    const invitations = await api.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'sync.b1@example.be')
      .execute();
    expect(invitations).toHaveLength(1);
  });

  it('refuses a batch that is empty or too large, in the envelope', async () => {
    const empty = await batch({ records: [] });
    expect(empty.statusCode).toBe(400);
    const tooMany = Array.from({ length: MAX_BATCH_RECORDS + 1 }, () => 'x');
    const large = await batch({ records: tooMany });
    expect(large.statusCode).toBe(400);
    expect(large.json().errors[0].field).toBe('body.records');
  });
});
