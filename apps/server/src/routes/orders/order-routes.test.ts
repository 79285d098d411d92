// GET orders/{id} and POST orders/{id}/sign (the iChoosr delivery document) with real realm-signed
// tokens on both dialects.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InstallationStatus } from '@portal/domain/installation-status';
import { OrderStatusId } from '@portal/domain/status-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { customerScope } from '../../../test/demo-database.ts';
import { temporaryDataDir } from '../../../test/outbox.ts';
import { type BearerFor, realmBearers } from '../../../test/realm-tokens.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type Scope = { tenantId: number; customerId: number };

describe.each(testDialects())('order routes on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let jan: Scope;
  let marie: Scope;
  let camille: Scope;
  const dataDir = temporaryDataDir();

  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
    bearer = await realmBearers(app);
    jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    marie = await customerScope(app.database.db, 'demo', 'marie.claes@example.be');
    camille = await customerScope(app.database.db, 'helios', 'camille.dubois@example.be');
  });
  afterAll(() => app.close());

  const call = async (
    tenant: string,
    customerId: number,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    app.server.inject({
      method,
      url,
      headers: { 'x-subdomain': tenant, authorization: await bearer(tenant, customerId) },
      ...(payload === undefined ? {} : { payload }),
    });

  const ordersOf = (scope: Scope) =>
    app.database.db
      .selectFrom('orders')
      .innerJoin('installations', 'installations.id', 'orders.installation_id')
      .select([
        'orders.id',
        'orders.status_id',
        'orders.installation_id',
        'installations.has_external_prepayment',
        'installations.oplevering_done',
      ])
      .where('orders.tenant_id', '=', scope.tenantId)
      .where('orders.customer_id', '=', scope.customerId)
      .orderBy('orders.id')
      .execute();

  const externalOrder = async () => {
    const order = (await ordersOf(jan)).find((row) => Boolean(row.has_external_prepayment));
    if (!order) throw new Error('demo data: Jan has an iChoosr order');
    return order;
  };

  it('shows an order with its three payment stages derived from the invoices', async () => {
    const orders = await ordersOf(jan);
    for (const order of orders) {
      const response = await call('demo', jan.customerId, 'GET', `/api/orders/${order.id}`);
      expect(response.statusCode).toBe(200);
      const shown = response.json().data;
      expect(shown.orderId).toBe(order.id);
      expect(shown.paymentStages.map((stage: { stage: string }) => stage.stage)).toEqual([
        'prepayment',
        'afterDelivery',
        'finalInvoice',
      ]);
      expect(shown.documentsAvailable).toBe(order.status_id > OrderStatusId.New);
      expect(shown.netOperator).toBe('Fluvius');
    }
    const invoices = await app.database.db
      .selectFrom('invoices')
      .select(['order_id', 'payment_state', 'amount_incl_vat_cents'])
      .where('customer_id', '=', jan.customerId)
      .where('is_prepayment', '=', true)
      .where('payment_state', '=', 0)
      .execute();
    const openPrepayment = invoices[0];
    if (!openPrepayment?.order_id) throw new Error('demo data: Jan has an open prepayment');
    const shown = (
      await call('demo', jan.customerId, 'GET', `/api/orders/${openPrepayment.order_id}`)
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
    const initial = (await ordersOf(marie)).find((row) => row.status_id === OrderStatusId.New);
    if (!initial) throw new Error('demo data: Marie has an order in its initial status');
    const shown = (await call('demo', marie.customerId, 'GET', `/api/orders/${initial.id}`)).json();
    expect(shown.data.documentsAvailable).toBe(false);
  });

  it("answers 404 for another customer's or another tenant's order", async () => {
    const [order] = await ordersOf(jan);
    if (!order) throw new Error('demo data');
    expect(
      (await call('demo', marie.customerId, 'GET', `/api/orders/${order.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('helios', camille.customerId, 'GET', `/api/orders/${order.id}`)).statusCode,
    ).toBe(404);
    const signAsMarie = await call(
      'demo',
      marie.customerId,
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
    const notExternal = (await ordersOf(jan)).find((row) => !row.has_external_prepayment);
    if (!notExternal) throw new Error('demo data');
    const refused = await call(
      'demo',
      jan.customerId,
      'POST',
      `/api/orders/${notExternal.id}/sign`,
      {
        signature: PNG,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/not externally financed/);
    const order = await externalOrder();
    const gif = await call('demo', jan.customerId, 'POST', `/api/orders/${order.id}/sign`, {
      signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    });
    expect(gif.statusCode).toBe(400);
    const fakePng = await call('demo', jan.customerId, 'POST', `/api/orders/${order.id}/sign`, {
      signature: `data:image/png;base64,${Buffer.from('not a png image at all, really not').toString('base64')}`,
    });
    expect(fakePng.statusCode).toBe(400);
  });

  it('signs the iChoosr delivery document once: handover done, file stored, audited, status moves on', async () => {
    const order = await externalOrder();
    const statusOf = async () => {
      const rows = (await call('demo', jan.customerId, 'GET', '/api/installations/')).json().data;
      return rows.find((row: { OrderID: number }) => row.OrderID === order.id).status;
    };
    expect(await statusOf()).toBe(InstallationStatus.ToSignIChoosr);
    const signed = await call('demo', jan.customerId, 'POST', `/api/orders/${order.id}/sign`, {
      remarks: 'Alles netjes afgewerkt.',
      sepaLoan: true,
      signature: PNG,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ orderId: order.id, handoverDone: true });
    expect(await statusOf()).not.toBe(InstallationStatus.ToSignIChoosr);
    expect(await statusOf()).toBe(InstallationStatus.Completed);

    const delivery = await app.database.db
      .selectFrom('deliveries')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(delivery.document_signed_at).not.toBeNull();
    expect(delivery.remarks).toBe('Alles netjes afgewerkt.');
    expect(Boolean(delivery.sepa_loan)).toBe(true);
    const document = await app.database.db
      .selectFrom('stored_documents')
      .selectAll()
      .where('id', '=', delivery.signature_document_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(document.storage_key.startsWith(`${jan.tenantId}/deliveries/`)).toBe(true);
    const stored = await readFile(join(dataDir, 'files', document.storage_key));
    expect(stored.equals(Buffer.from(PNG.split(',')[1] ?? '', 'base64'))).toBe(true);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'delivery.document-signed')
      .where('customer_id', '=', jan.customerId)
      .execute();
    expect(audit).toHaveLength(1);

    const again = await call('demo', jan.customerId, 'POST', `/api/orders/${order.id}/sign`, {
      signature: PNG,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toMatch(/already been signed/);
  });

  it('signs exactly once under 10 concurrent submits', async () => {
    const order = await externalOrder();
    await app.database.db
      .updateTable('installations')
      .set({ oplevering_done: false })
      .where('id', '=', order.installation_id)
      .execute();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('demo', jan.customerId, 'POST', `/api/orders/${order.id}/sign`, { signature: PNG }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'delivery.document-signed')
      .where('customer_id', '=', jan.customerId)
      .execute();
    expect(audit).toHaveLength(2);
    // The refused submits removed their signature and document files again: one signature PNG
    // and one signed delivery document PDF per successful signing.
    const files = await readdir(join(dataDir, 'files', String(jan.tenantId), 'deliveries'));
    expect(files.filter((file) => file.endsWith('.png'))).toHaveLength(2);
    expect(files.filter((file) => file.endsWith('.pdf'))).toHaveLength(2);
    expect(files).toHaveLength(4);
  });
});
