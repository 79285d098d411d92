// The back office's writes for a customer who erased their account (decision 102), on both
// databases: every new record, change and invitation is refused with 409 CUSTOMER_ERASED on the
// field that leads to the customer, in the single call and per record in the batch, and leaves
// every table as it was (no row, file, mail, notification or event); a customer upsert cannot
// bring the person back, under their id or their anonymised address; a kept invoice is still
// corrected and paid, and a credit note still issued, told to no one; an old unsubscribe link
// writes no choice for the erased profile.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { InvoiceTypeId } from '@portal/domain/invoice-title';
import { describe, expect, it } from 'vitest';
import {
  loadUnsubscribeSecret,
  signUnsubscribe,
} from '../src/features/notifications/unsubscribe-token.ts';
import { testDialects } from './databases.ts';
import { eraseAccount } from './erase-account.ts';
import { V1 } from './integration-api.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  smallPdf,
  versionBody,
  voucherBody,
} from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';
import { tablesOfTenant } from './tenant-tables.ts';
import { testNow } from './test-app.ts';

interface Refused {
  method: 'PUT' | 'POST';
  url: string;
  payload?: unknown;
  field?: string;
}

describe.each(testDialects())('writes for an erased customer on %s', (dialect) => {
  const { api, put, get, customerIdOf, customerBearer, notificationsOf } =
    useIntegrationUpserts(dialect);
  const tables = () => tablesOfTenant(api.db, api.tenantId('demo'));

  /** A customer of the back office with a sale, an invoice, a delivery and a ticket, erased. */
  async function erasedCustomer() {
    const tag = randomBytes(4).toString('hex');
    const number = Number.parseInt(tag.slice(0, 6), 16) + 1;
    const ids = {
      tag,
      number,
      customer: `ec-${tag}`,
      offer: `eo-${tag}`,
      order: `er-${tag}`,
      invoice: `ei-${tag}`,
    };
    const body = customerBody(`erased-${tag}`);
    for (const [url, payload] of [
      [`/customers/${ids.customer}`, body],
      [`/offers/${ids.offer}`, offerBody(ids.customer)],
      [`/offers/${ids.offer}/versions/1`, versionBody(4)],
      [`/orders/${ids.order}`, orderBody(ids.offer)],
      [`/invoices/${ids.invoice}`, invoiceBody(ids.order, number)],
      [`/deliveries/ed-${tag}`, { orderExternalId: ids.order }],
    ] as const) {
      const written = await put(url, payload);
      expect(written.statusCode, written.body).toBe(200);
    }
    const customerId = await customerIdOf(ids.customer);
    const bearer = await customerBearer();
    const authorization = await bearer('demo', customerId);
    const asCustomer = (method: 'GET' | 'POST', url: string, payload?: object) =>
      api.app.server.inject({
        method,
        url,
        headers: { 'x-subdomain': 'demo', authorization },
        ...(payload ? { payload } : {}),
      });
    const [type] = (await asCustomer('GET', '/api/issues/issuesTypes')).json().data;
    const ticket = await asCustomer('POST', '/api/issues/create', {
      problemTitle: 'Lekkende leiding',
      problem: 'Onder de boiler staat water.',
      typeId: type.id,
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    await eraseAccount(api.app, bearer, { customerId, email: body.email });
    return { ...ids, customerId, ticketId: ticket.json().data.insertId as number };
  }

  it('refuses every other write for them, on its field, and changes nothing', async () => {
    const erased = await erasedCustomer();
    const { tag, customer, offer, order } = erased;
    const refused: Refused[] = [
      { method: 'PUT', url: `/customers/${customer}`, payload: customerBody(`erased-${tag}`) },
      {
        method: 'PUT',
        url: `/customers/ec2-${tag}`,
        payload: {
          ...customerBody(`again-${tag}`),
          email: `erased-${erased.customerId}@erased.invalid`,
        },
        field: 'body.email',
      },
      { method: 'POST', url: `/customers/${customer}/invitation` },
      { method: 'PUT', url: `/offers/eo2-${tag}`, payload: offerBody(customer) },
      { method: 'PUT', url: `/offers/${offer}`, payload: offerBody(customer) },
      {
        method: 'PUT',
        url: `/offers/${offer}/versions/2`,
        payload: versionBody(6, await smallPdf()),
        field: 'params.externalId',
      },
      { method: 'PUT', url: `/orders/er2-${tag}`, payload: orderBody(offer) },
      { method: 'PUT', url: `/orders/${order}`, payload: orderBody(offer, 'confirmed') },
      {
        method: 'PUT',
        url: `/invoices/ei2-${tag}`,
        payload: { ...invoiceBody(order, erased.number + 1), pdfBase64: await smallPdf() },
      },
      {
        method: 'PUT',
        url: `/deliveries/ed-${tag}`,
        payload: { orderExternalId: order, installationDate: '2026-12-10T08:00:00+01:00' },
      },
      {
        method: 'PUT',
        url: `/inspections/ek-${tag}`,
        payload: { orderExternalId: order, keurderJobId: erased.number },
      },
      {
        method: 'PUT',
        url: `/grid-operator-requests/eg-${tag}`,
        payload: { offerExternalId: offer, status: 'todo' },
      },
      {
        method: 'PUT',
        url: `/repairs/ep-${tag}`,
        payload: { offerExternalId: offer, description: 'The inverter shows error 31' },
      },
      {
        method: 'PUT',
        url: `/notifications/en-${tag}`,
        payload: {
          customerExternalId: customer,
          key: 'deliveryPlanned',
          action: 'installations',
          params: { date: '2026-12-09' },
        },
      },
      {
        method: 'PUT',
        url: `/monitoring-devices/em-${tag}`,
        payload: {
          customerExternalId: customer,
          deviceId: `HW-${tag}`,
          name: 'P1',
          monitoringIntegration: 'homewizard',
        },
      },
      { method: 'PUT', url: `/vouchers/ev-${tag}`, payload: voucherBody(customer, null) },
    ];
    for (const write of refused) {
      const before = await tables();
      const answer = await api.call({ ...write, url: `${V1}${write.url}` });
      const label = `${write.method} ${write.url}`;
      expect(answer.statusCode, `${label}: ${answer.body}`).toBe(409);
      const [error] = answer.json().errors;
      expect(error.code, label).toBe(ErrorCode.CustomerErased);
      expect(error.field, label).toBe(write.field ?? expectedField(write));
      expect(await tables(), label).toEqual(before);
    }

    // Their tickets went with the erasure: a reply finds none.
    const before = await tables();
    const reply = await put(`/tickets/${erased.ticketId}/replies/et-${tag}`, { message: 'Hallo' });
    expect(reply.statusCode).toBe(404);
    expect(await tables()).toEqual(before);
  });

  it('refuses them per record in the batch, with the record’s field', async () => {
    const { tag, customer, offer, order, number } = await erasedCustomer();
    const records = [
      { kind: 'customer', externalId: customer, data: customerBody(`erased-${tag}`) },
      { kind: 'offer', externalId: `eo3-${tag}`, data: offerBody(customer) },
      { kind: 'order', externalId: `er3-${tag}`, data: orderBody(offer) },
      { kind: 'invoice', externalId: `ei3-${tag}`, data: invoiceBody(order, number + 2) },
      { kind: 'voucher', externalId: `ev3-${tag}`, data: voucherBody(customer, null) },
    ];
    const before = await tables();
    const answer = await api.call({ method: 'POST', url: `${V1}/batch`, payload: { records } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.accepted).toBe(0);
    expect(
      data.rejected.map((entry: { index: number; errors: { field: string; code: string }[] }) => [
        entry.index,
        entry.errors.map((error) => [error.field, error.code]),
      ]),
    ).toEqual([
      [0, [['externalId', ErrorCode.CustomerErased]]],
      [1, [['data.customerExternalId', ErrorCode.CustomerErased]]],
      [2, [['data.offerExternalId', ErrorCode.CustomerErased]]],
      [3, [['data.orderExternalId', ErrorCode.CustomerErased]]],
      [4, [['data.customerExternalId', ErrorCode.CustomerErased]]],
    ]);
    expect(await tables()).toEqual(before);
  });

  it('still corrects and pays a kept invoice, and takes a credit note, telling no one', async () => {
    const { tag, order, invoice, number, customerId } = await erasedCustomer();
    const corrected = await put(`/invoices/${invoice}`, {
      ...invoiceBody(order, number),
      dueOn: '2026-12-18',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data.dueOn).toBe('2026-12-18');
    const paid = await put(`/invoices/${invoice}/payment`, { paidAt: '2026-12-01T10:00:00Z' });
    expect(paid.json().data.paid).toBe(true);
    const creditNote = await put(`/invoices/ecn-${tag}`, {
      ...invoiceBody(order, number + 3),
      invoiceTypeId: InvoiceTypeId.PrepaymentCreditNote,
      amountExclVatCents: -100_000,
      amountInclVatCents: -106_000,
    });
    expect(creditNote.statusCode, creditNote.body).toBe(200);
    expect(await notificationsOf(customerId)).toEqual([]);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', 'like', `erased-${customerId}@%`)
      .execute();
    expect(mails).toEqual([]);
  });

  it('answers no notification choices for them: theirs went with the account', async () => {
    const { customer } = await erasedCustomer();
    const answer = await get(`/customers/${customer}/notification-preferences`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ data: null, errors: [{ code: 'CUSTOMER_ERASED' }] });
  });

  it('takes no e-mail choice from an unsubscribe link of an erased customer', async () => {
    const { customerId } = await erasedCustomer();
    const secret = await loadUnsubscribeSecret(api.db, testNow);
    const token = signUnsubscribe(secret, api.tenantId('demo'), { customerId, kind: 'invoices' });
    const before = await tables();
    const answer = await api.app.server.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'x-subdomain': 'demo', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(404);
    expect(await tables()).toEqual(before);
  });
});

/** The reference that leads a write to its customer, where the write names none of its own. */
function expectedField(write: Refused): string | undefined {
  const payload = (write.payload ?? {}) as Record<string, unknown>;
  if (write.url.startsWith('/customers/')) {
    return write.method === 'PUT' ? 'params.externalId' : undefined;
  }
  for (const reference of ['customerExternalId', 'offerExternalId', 'orderExternalId']) {
    if (reference in payload) return `body.${reference}`;
  }
  return undefined;
}
