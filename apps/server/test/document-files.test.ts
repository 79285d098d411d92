// GET orders/{id}/files/{offerTypeId}, invoices/{id}/files/{offerTypeId} and
// deliveries/{id}/files/{offerTypeId} (?type=print): PDF attachments generated from the data with
// the tenant's branding, or the stored PDF byte for byte; 404 for anything not the customer's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PaymentState } from '@portal/domain/status-ids';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { insertOfferDocument } from '../src/features/offers/offer-document-repository.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { deliveriesOf, invoicesOf, ordersOf, pick } from './document-fixtures.ts';
import { temporaryDataDir } from './outbox.ts';
import { containsQrCode, expectPdfAttachment, pdfTextOf } from './pdf-content.ts';

describe.each(testDialects())('document files on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  const api = useCustomerApi(dialect, { config: { dataDir } });

  const download = (url: string, tenant = 'demo', customerId = api.jan.customerId) =>
    api.request({ tenant, customerId, url: `/api/${url}` });

  async function expectPdf(url: string, fileName: string, tenant = 'demo', customerId?: number) {
    const response = await download(url, tenant, customerId);
    expectPdfAttachment(response, fileName);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    return { bytes: response.rawPayload, text: await pdfTextOf(response.rawPayload) };
  }

  it('streams the order confirmation with customer, articles and payment stages', async () => {
    const order = pick(await ordersOf(api.db, api.jan), 'Jan has an order');
    const { text } = await expectPdf(
      `orders/${order.id}/files/${order.offerTypeId}?type=print`,
      `Order${order.id}.pdf`,
    );
    expect(text).toContain('Zonnewende Energie');
    expect(text).toContain(`Orderbevestiging ${order.id}`);
    expect(text).toContain('Jan Peeters');
    expect(text).toContain('Betalingsschijven');
    for (const stage of ['Voorschot', 'Na levering', 'Eindfactuur']) expect(text).toContain(stage);
    const article = await api.db
      .selectFrom('offer_articles')
      .innerJoin('offer_versions', 'offer_versions.id', 'offer_articles.offer_version_id')
      .select(['offer_articles.description_nl', 'offer_articles.quantity'])
      .where('offer_versions.offer_id', '=', order.offerId)
      .where('offer_versions.signed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(text).toContain(String(article.description_nl).split(' ')[0]);
  });

  it('streams an open invoice with its structured communication and a scannable EPC QR code', async () => {
    const open = pick(
      await invoicesOf(api.db, api.jan),
      'Jan has an open invoice',
      (row) => row.payment_state === PaymentState.Open && row.invoice_type_id === 1,
    );
    const shown = (await download(`invoices/${open.id}`)).json().data;
    const { bytes, text } = await expectPdf(
      `invoices/${open.id}/files/${open.offer_type_id ?? 1}?type=print`,
      `Invoice${open.id}.pdf`,
    );
    expect(text).toContain(`Factuur ${open.number_prefix}${open.invoice_number}`);
    expect(text).toContain('Status: Open');
    expect(text).toContain(shown.payment.structuredCommunication);
    expect(shown.payment.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(text).toContain(shown.payment.iban);
    expect(text).toContain('KREDBEBB');
    const layout = { margin: 2, scale: 8 };
    expect(await containsQrCode(bytes, shown.payment.epcPayload, layout)).toBe(true);
    const other = shown.payment.epcPayload.replace(/EUR[\d.]+/, 'EUR1.00');
    expect(await containsQrCode(bytes, other, layout)).toBe(false);
  });

  it('streams a paid invoice as Paid, without a payment block', async () => {
    const paid = pick(
      await invoicesOf(api.db, api.jan),
      'Jan has a paid invoice',
      (row) => row.payment_state === PaymentState.Paid && !row.is_prepayment,
    );
    const { text } = await expectPdf(
      `invoices/${paid.id}/files/${paid.offer_type_id ?? 1}?type=print`,
      `Invoice${paid.id}.pdf`,
    );
    expect(text).toContain('Status: Betaald');
    expect(text).not.toContain('Gestructureerde mededeling');
  });

  it('streams the delivery note with planned date, team window and signature lines', async () => {
    const delivery = pick(
      await deliveriesOf(api.db, api.jan),
      'Jan has a planned delivery',
      (row) => row.installation_date !== null,
    );
    const { text } = await expectPdf(
      `deliveries/${delivery.id}/files/${delivery.offer_type_id}?type=print`,
      `Delivery${delivery.id}.pdf`,
    );
    expect(text).toContain(`Leveringsbon ${delivery.id}`);
    expect(text).toContain('Geplande datum:');
    expect(text).toMatch(/Aankomst van het team: \d{2}:\d{2} - \d{2}:\d{2}/);
    expect(text).toContain('Handtekening klant');
    expect(text).toContain('Handtekening installateur');
  });

  it("writes a French customer's documents in French with the tenant's name", async () => {
    const order = pick(await ordersOf(api.db, api.camille), 'Camille has an order');
    const { text } = await expectPdf(
      `orders/${order.id}/files/${order.offerTypeId}?type=print`,
      `Order${order.id}.pdf`,
      'helios',
      api.camille.customerId,
    );
    expect(text).toContain('Helios Solaire');
    expect(text).toContain(`Confirmation de commande ${order.id}`);
  });

  it('serves a PDF stored for the document byte for byte', async () => {
    const invoice = pick(await invoicesOf(api.db, api.jan), 'Jan has an invoice');
    const uploaded = Buffer.from('%PDF-1.4\n% uploaded by the installer\n%%EOF\n');
    const key = `${api.jan.tenantId}/invoices/uploaded-${invoice.id}.pdf`;
    await mkdir(join(dataDir, 'files', String(api.jan.tenantId), 'invoices'), { recursive: true });
    await writeFile(join(dataDir, 'files', key), uploaded);
    await insertOfferDocument(api.db, {
      tenantId: api.jan.tenantId,
      customerId: api.jan.customerId,
      ownerType: 'invoice',
      ownerId: invoice.id,
      kind: 'print',
      fileName: `Invoice${invoice.id}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: uploaded.length,
      storageKey: key,
      createdAt: new Date().toISOString(),
    });
    const response = await download(`invoices/${invoice.id}/files/${invoice.offer_type_id ?? 1}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(response.rawPayload, uploaded)).toBe(0);
    expect(await readFile(join(dataDir, 'files', key))).toEqual(uploaded);
  });

  it("answers 404 for another customer's or tenant's documents and a wrong offer type", async () => {
    const order = pick(await ordersOf(api.db, api.jan), 'Jan has an order');
    const invoice = pick(await invoicesOf(api.db, api.jan), 'Jan has an invoice');
    const delivery = pick(await deliveriesOf(api.db, api.jan), 'Jan has a delivery');
    const urls = [
      `orders/${order.id}/files/${order.offerTypeId}?type=print`,
      `invoices/${invoice.id}/files/${invoice.offer_type_id ?? 1}?type=print`,
      `deliveries/${delivery.id}/files/${delivery.offer_type_id}?type=print`,
    ];
    for (const url of urls) {
      const asMarie = await download(url, 'demo', api.marie.customerId);
      expect(asMarie.statusCode).toBe(404);
      expect(asMarie.headers['content-type']).toContain('application/json');
      expect(asMarie.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });
      expect(asMarie.body).not.toContain('Jan');
      expect((await download(url, 'helios', api.camille.customerId)).statusCode).toBe(404);
    }
    expect(
      (await download(`orders/${order.id}/files/${order.offerTypeId + 100}?type=print`)).statusCode,
    ).toBe(404);
    expect(
      (await download(`deliveries/${delivery.id}/files/${delivery.offer_type_id + 100}`))
        .statusCode,
    ).toBe(404);
    expect((await download(`orders/${order.id}/files/1?type=other`)).statusCode).toBe(400);
  });

  it('refuses downloads without a bearer token', async () => {
    const order = pick(await ordersOf(api.db, api.jan), 'Jan has an order');
    for (const url of [
      `orders/${order.id}/files/${order.offerTypeId}?type=print`,
      `invoices/1/files/1?type=print`,
      `deliveries/1/files/1?type=print`,
    ]) {
      const response = await api.app.server.inject({
        url: `/api/${url}`,
        headers: { 'x-subdomain': 'demo' },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
