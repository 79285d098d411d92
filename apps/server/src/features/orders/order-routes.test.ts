// GET orders/{id} and POST orders/{id}/sign (the iChoosr delivery document) with real realm-signed
// tokens on both dialects. Each signing test signs the order of a customer of its own.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InstallationStatus } from '@portal/domain/installation-status';
import { OrderStatusId } from '@portal/domain/status-ids';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';
import type { CustomerScope } from '../../../test/demo-database.ts';
import { freshCustomer } from '../../../test/factory/fresh-customer.ts';
import { pngBomb } from '../../../test/image-bombs.ts';
import { temporaryDataDir } from '../../../test/outbox.ts';
import { listOrders } from './order-repository.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(testDialects())('order routes on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });

  const ordersOf = (scope: CustomerScope) => listOrders(api.db, scope);

  const externalOrder = async () => {
    const order = (await ordersOf(api.jan)).find((row) => row.hasExternalPrepayment);
    if (!order) throw new Error('demo data: Jan has an iChoosr order');
    return order;
  };
  /** A customer of its own with Jan's iChoosr order, whose delivery document is still to sign:
   * a signing test never meets one signed before it. */
  const freshExternalOrder = async () => {
    const customer = await freshCustomer(api.db, { keep: ['jan-ichoosr'] });
    const order = (await ordersOf(customer)).find((row) => row.hasExternalPrepayment);
    if (!order) throw new Error('demo data: Jan has an iChoosr order');
    return { customer, order };
  };
  /** The customer's delivery-document signings, as the audit log counts them. */
  const deliveryAudits = async (customer: CustomerScope) =>
    (
      await api.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'delivery.document-signed')
        .where('customer_id', '=', customer.customerId)
        .execute()
    ).length;
  /** The files of the tenant's delivery folder (signature PNGs and signed PDFs). */
  const deliveryFiles = async (customer: CustomerScope) =>
    readdir(join(dataDir, 'files', String(customer.tenantId), 'deliveries')).catch(
      (): string[] => [],
    );

  it('shows an order with its three payment stages derived from the invoices', async () => {
    const orders = await ordersOf(api.jan);
    for (const order of orders) {
      const response = await api.call('demo', api.jan.customerId, 'GET', `/api/orders/${order.id}`);
      expect(response.statusCode).toBe(200);
      const shown = response.json().data;
      expect(shown.orderId).toBe(order.id);
      expect(shown.paymentStages.map((stage: { stage: string }) => stage.stage)).toEqual([
        'prepayment',
        'afterDelivery',
        'finalInvoice',
      ]);
      expect(shown.documentsAvailable).toBe(order.statusId > OrderStatusId.New);
      expect(shown.netOperator).toBe('Fluvius');
    }
    const invoices = await api.db
      .selectFrom('invoices')
      .select(['order_id', 'payment_state', 'amount_incl_vat_cents'])
      .where('customer_id', '=', api.jan.customerId)
      .where('is_prepayment', '=', true)
      .where('payment_state', '=', 0)
      .execute();
    const openPrepayment = invoices[0];
    if (!openPrepayment?.order_id) throw new Error('demo data: Jan has an open prepayment');
    const shown = (
      await api.call('demo', api.jan.customerId, 'GET', `/api/orders/${openPrepayment.order_id}`)
    ).json().data;
    expect(shown.paymentStages[0]).toMatchObject({
      stage: 'prepayment',
      current: true,
      state: 'open',
      amountInclVatCents: openPrepayment.amount_incl_vat_cents,
    });
    expect(shown.paymentStages[2]).toMatchObject({ state: 'notInvoiced', invoiceIds: [] });
  });

  it('offers no order documents while the order is in its initial status', async () => {
    const initial = (await ordersOf(api.marie)).find((row) => row.statusId === OrderStatusId.New);
    if (!initial) throw new Error('demo data: Marie has an order in its initial status');
    const shown = (
      await api.call('demo', api.marie.customerId, 'GET', `/api/orders/${initial.id}`)
    ).json();
    expect(shown.data.documentsAvailable).toBe(false);
  });

  it("answers 404 for another customer's or another tenant's order", async () => {
    const [order] = await ordersOf(api.jan);
    if (!order) throw new Error('demo data');
    expect(
      (await api.call('demo', api.marie.customerId, 'GET', `/api/orders/${order.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await api.call('helios', api.camille.customerId, 'GET', `/api/orders/${order.id}`))
        .statusCode,
    ).toBe(404);
    const signAsMarie = await api.call(
      'demo',
      api.marie.customerId,
      'POST',
      `/api/orders/${(await externalOrder()).id}/sign`,
      {
        remarks: '',
        signature: PNG,
      },
    );
    expect(signAsMarie.statusCode).toBe(404);
  });

  it('refuses to sign an order that is not externally financed, or a non-PNG signature', async () => {
    const notExternal = (await ordersOf(api.jan)).find((row) => !row.hasExternalPrepayment);
    if (!notExternal) throw new Error('demo data');
    const refused = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      `/api/orders/${notExternal.id}/sign`,
      {
        signature: PNG,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/not externally financed/);
    const order = await externalOrder();
    const gif = await api.call('demo', api.jan.customerId, 'POST', `/api/orders/${order.id}/sign`, {
      signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    });
    expect(gif.statusCode).toBe(400);
    const fakePng = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      `/api/orders/${order.id}/sign`,
      {
        signature: `data:image/png;base64,${Buffer.from('not a png image at all, really not').toString('base64')}`,
      },
    );
    expect(fakePng.statusCode).toBe(400);
    // A 10000 × 10000 PNG of 1-bit grey: refused from its header, nothing stored.
    const bomb = await api.call(
      'demo',
      api.jan.customerId,
      'POST',
      `/api/orders/${order.id}/sign`,
      {
        signature: `data:image/png;base64,${pngBomb(10_000, 10_000).toString('base64')}`,
      },
    );
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('signs the iChoosr delivery document once: handover done, file stored, audited, status moves on', async () => {
    const { customer, order } = await freshExternalOrder();
    const statusOf = async () => {
      const rows = (
        await api.call('demo', customer.customerId, 'GET', '/api/installations/')
      ).json().data;
      return rows.find((row: { OrderID: number }) => row.OrderID === order.id).status;
    };
    expect(await statusOf()).toBe(InstallationStatus.ToSignIChoosr);
    const signed = await api.call(
      'demo',
      customer.customerId,
      'POST',
      `/api/orders/${order.id}/sign`,
      {
        remarks: 'Alles netjes afgewerkt.',
        sepaLoan: true,
        signature: PNG,
      },
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ orderId: order.id, handoverDone: true });
    expect(await statusOf()).not.toBe(InstallationStatus.ToSignIChoosr);
    expect(await statusOf()).toBe(InstallationStatus.Completed);

    const delivery = await api.db
      .selectFrom('deliveries')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(delivery.document_signed_at).not.toBeNull();
    expect(delivery.remarks).toBe('Alles netjes afgewerkt.');
    expect(Boolean(delivery.sepa_loan)).toBe(true);
    const document = await api.db
      .selectFrom('stored_documents')
      .selectAll()
      .where('id', '=', delivery.signature_document_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(document.storage_key.startsWith(`${customer.tenantId}/deliveries/`)).toBe(true);
    const stored = await readFile(join(dataDir, 'files', document.storage_key));
    // Kept as PNG encoded again: no customer file is kept as sent (decision 019).
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'delivery.document-signed')
      .where('customer_id', '=', customer.customerId)
      .execute();
    expect(audit).toHaveLength(1);

    const again = await api.call(
      'demo',
      customer.customerId,
      'POST',
      `/api/orders/${order.id}/sign`,
      {
        signature: PNG,
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toMatch(/already been signed/);
  });

  it('signs exactly once under 10 concurrent submits', async () => {
    const { customer, order } = await freshExternalOrder();
    const filesBefore = await deliveryFiles(customer);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('demo', customer.customerId, 'POST', `/api/orders/${order.id}/sign`, {
          signature: PNG,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(await deliveryAudits(customer)).toBe(1);
    // The refused submits removed their signature and document files again: one signature PNG
    // and one signed delivery document PDF for the one signing.
    const files = (await deliveryFiles(customer)).filter((file) => !filesBefore.includes(file));
    expect(files.filter((file) => file.endsWith('.png'))).toHaveLength(1);
    expect(files.filter((file) => file.endsWith('.pdf'))).toHaveLength(1);
    expect(files).toHaveLength(2);
  });

  it('answers a repeat under the same Idempotency-Key with the first result, once signed', async () => {
    const { customer, order } = await freshExternalOrder();
    const body = { remarks: 'Tweede levering', sepaLoan: false, signature: PNG };
    const sign = (key: string, payload: object = body) =>
      api.request({
        tenant: 'demo',
        customerId: customer.customerId,
        method: 'POST',
        url: `/api/orders/${order.id}/sign`,
        headers: { 'idempotency-key': key },
        payload,
      });
    const before = await deliveryAudits(customer);
    const first = await sign('delivery-retry');
    expect(first.statusCode).toBe(200);
    // The answer was lost: the retry with the key gets it again, and nothing is signed twice.
    const retried = await sign('delivery-retry');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await deliveryAudits(customer)).toBe(before + 1);
    // Another body under the same key is another request: refused, not replayed.
    const other = await sign('delivery-retry', { ...body, remarks: 'Iets anders' });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].message).toMatch(/different request/);
    // A new key is a new signing, of a document already signed.
    expect((await sign('delivery-new')).statusCode).toBe(409);
    expect(await deliveryAudits(customer)).toBe(before + 1);
  });
});
