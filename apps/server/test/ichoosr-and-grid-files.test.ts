// GET deliveries/{id}/iChooserFiles (the signed iChoosr delivery document, stored when the customer
// signs through POST orders/{id}/sign) and GET files/sales/orders/{orderId}/{file} (the grid
// operator's documents: stored PDF as is, else generated; the wiring diagram only when one exists).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SALES_ORDER_FILES } from '@portal/domain/document-paths';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { insertOfferDocument } from '../src/features/offers/offer-document-repository.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { deliveriesOf, ordersOf, pick } from './document-fixtures.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { embeddedImages, PNG_SIGNATURE } from './offer-signing-helpers.ts';
import { temporaryDataDir } from './outbox.ts';
import { expectPdfAttachment, pdfTextOf } from './pdf-content.ts';

describe.each(testDialects())('iChoosr and grid-operator files on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });

  const call = (
    url: string,
    options: { tenant?: string; customerId?: number; payload?: object } = {},
  ) =>
    api.request({
      tenant: options.tenant ?? 'demo',
      customerId: options.customerId ?? api.jan.customerId,
      method: options.payload ? 'POST' : 'GET',
      url: `/api/${url}`,
      headers: { 'user-agent': 'vitest-agent' },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  it('answers 404 before signing and the signed document with the signature after', async () => {
    const order = pick(
      await ordersOf(api.db, api.jan),
      'Jan has an unsigned iChoosr order',
      (row) => row.hasExternalPrepayment && !row.handoverDone,
    );
    const delivery = pick(
      await deliveriesOf(api.db, api.jan),
      'the iChoosr order has a delivery',
      (row) => row.order_id === order.id,
    );
    const url = `deliveries/${delivery.id}/iChooserFiles`;
    const before = await call(url);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });

    const signature = `data:image/png;base64,${PNG_SIGNATURE.toString('base64')}`;
    const payload = { remarks: 'Omvormer in de garage', sepaLoan: true, signature };
    const signed = await call(`orders/${order.id}/sign`, { payload });
    expect(signed.statusCode, signed.body).toBe(200);

    const after = await call(url);
    expectPdfAttachment(after, `DeliveryDocument${delivery.id}.pdf`);
    const pdf = await PDFDocument.load(after.rawPayload);
    expect(embeddedImages(pdf)).toBeGreaterThanOrEqual(1);
    const text = await pdfTextOf(after.rawPayload);
    expect(text).toContain(`Leveringsdocument ${delivery.id}`);
    expect(text).toContain('Omvormer in de garage');
    expect(text).toContain('Betaling met een banklening (SEPA): Ja');
    expect(text).toContain('vitest-agent');
    expect(text).toMatch(/SHA-256\s[0-9a-f]{64}/);
    // Stored at signing: the same bytes on every download.
    expect(Buffer.compare((await call(url)).rawPayload, after.rawPayload)).toBe(0);
    const stored = await api.db
      .selectFrom('stored_documents')
      .select(['kind', 'content_type'])
      .where('tenant_id', '=', api.jan.tenantId)
      .where('owner_type', '=', 'delivery')
      .where('owner_id', '=', delivery.id)
      .execute();
    expect(stored).toContainEqual({ kind: 'ichoosr-signed', content_type: 'application/pdf' });

    for (const [tenant, customerId] of [
      ['demo', api.marie.customerId],
      ['helios', api.camille.customerId],
    ] as const) {
      expect((await call(url, { tenant, customerId })).statusCode).toBe(404);
    }
  });

  it('generates every grid-operator document for an installation with a wiring diagram', async () => {
    const order = pick(
      await ordersOf(api.db, api.jan),
      'Jan has an installation with a wiring diagram',
      (row) => row.site.hasWiringDiagram && row.site.wiringDiagramKeuring !== null,
    );
    const expected: Record<(typeof SALES_ORDER_FILES)[number], string> = {
      'declaration-RGIE': 'Verklaring van conformiteit AREI',
      picturesReference: "Referentiefoto's voor de netbeheerder",
      wiringDiagramDoc: String(order.site.wiringDiagramKeuring),
      PVHelpByRegistration: 'Hulp bij de aanmelding van uw installatie',
    };
    for (const file of SALES_ORDER_FILES) {
      const response = await call(`files/sales/orders/${order.id}/${file}`);
      expectPdfAttachment(response, `${file}-${order.id}.pdf`);
      const text = await pdfTextOf(response.rawPayload);
      expect(text).toContain(expected[file]);
      expect(text).toContain('Zonnewende Energie bv');
    }
    const rgie = await pdfTextOf(
      (await call(`files/sales/orders/${order.id}/declaration-RGIE`)).rawPayload,
    );
    expect(rgie).toContain('Battelsesteenweg 134, 2800 Mechelen');
  });

  it('answers 404 for the wiring diagram of an installation without one', async () => {
    const order = pick(
      await ordersOf(api.db, api.jan),
      'Jan has an installation without a wiring diagram',
      (row) => !row.site.hasWiringDiagram && !row.site.wiringDiagramKeuring,
    );
    const response = await call(`files/sales/orders/${order.id}/wiringDiagramDoc`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    expect((await call(`files/sales/orders/${order.id}/declaration-RGIE`)).statusCode).toBe(200);
  });

  it('serves an uploaded grid-operator PDF byte for byte', async () => {
    // Its own copy of Jan's PV installation: the upload replaces that order's generated RGIE.
    const jan = await freshCustomer(api.db, { keep: ['jan-pv'] });
    const order = pick(await ordersOf(api.db, jan), 'the PV installation has an order');
    const uploaded = Buffer.from('%PDF-1.7\n% RGIE signed by the electrician\n%%EOF\n');
    const key = `${jan.tenantId}/orders/rgie-${order.id}.pdf`;
    await mkdir(join(dataDir, 'files', String(jan.tenantId), 'orders'), { recursive: true });
    await writeFile(join(dataDir, 'files', key), uploaded);
    await insertOfferDocument(api.db, {
      tenantId: jan.tenantId,
      customerId: jan.customerId,
      ownerType: 'order',
      ownerId: order.id,
      kind: 'declaration-RGIE',
      fileName: 'rgie.pdf',
      contentType: 'application/pdf',
      sizeBytes: uploaded.length,
      storageKey: key,
      createdAt: new Date().toISOString(),
    });
    const response = await call(`files/sales/orders/${order.id}/declaration-RGIE`, {
      customerId: jan.customerId,
    });
    expectPdfAttachment(response, `declaration-RGIE-${order.id}.pdf`);
    expect(Buffer.compare(response.rawPayload, uploaded)).toBe(0);
    // The same file is not served to another customer, nor in another tenant.
    const asMarie = await call(`files/sales/orders/${order.id}/declaration-RGIE`, {
      customerId: api.marie.customerId,
    });
    expect(asMarie.statusCode).toBe(404);
    expect(asMarie.body).not.toContain('electrician');
    const asCamille = await call(`files/sales/orders/${order.id}/declaration-RGIE`, {
      tenant: 'helios',
      customerId: api.camille.customerId,
    });
    expect(asCamille.statusCode).toBe(404);
  });

  it('refuses an unknown file name and calls without a token', async () => {
    const order = pick(await ordersOf(api.db, api.jan), 'Jan has an order');
    expect((await call(`files/sales/orders/${order.id}/passwords`)).statusCode).toBe(400);
    for (const url of [
      `files/sales/orders/${order.id}/picturesReference`,
      'deliveries/1/iChooserFiles',
    ]) {
      const response = await api.app.server.inject({
        url: `/api/${url}`,
        headers: { 'x-subdomain': 'demo' },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
