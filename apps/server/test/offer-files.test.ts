// GET offers/{offerId}/files/{offerTypeId}?type=print&versionNumber=N: a parseable PDF attachment
// for the customer's own offer, 404 for anything else.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { tenantId } from './demo-database.ts';
import { type DemoOffer, offerOf, otherCustomerOffer } from './offer-fixtures.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer files on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let jan: DemoOffer;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    bearer = await realmBearers(app);
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
  });
  afterAll(() => app.close());

  const download = async (url: string, subdomain = 'demo', customerId = jan.customerId) =>
    app.server.inject({
      url: `/api${url}`,
      headers: { 'x-subdomain': subdomain, authorization: await bearer(subdomain, customerId) },
    });

  it('streams the offer PDF as an attachment that parses', async () => {
    const url = `/offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=${jan.versions.at(-1)}`;
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Offer${jan.offerId}.pdf"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
  });

  it('gives the same bytes for the same version (so its hash can be recomputed)', async () => {
    const url = `/offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=1`;
    const first = await download(url);
    const second = await download(url);
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  it('answers 404 for a wrong offer type, an unknown version, another customer or tenant', async () => {
    const base = `/offers/${jan.offerId}/files`;
    expect((await download(`${base}/${jan.offerTypeId + 100}?type=print`)).statusCode).toBe(404);
    expect(
      (await download(`${base}/${jan.offerTypeId}?type=print&versionNumber=99`)).statusCode,
    ).toBe(404);
    const other = await otherCustomerOffer(app.database.db, jan.tenantId, jan.customerId);
    const response = await download(`/offers/${other.offerId}/files/${jan.offerTypeId}?type=print`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const helios = await tenantId(app.database.db, 'helios');
    const heliosOffer = await otherCustomerOffer(app.database.db, helios, 0);
    const crossed = await download(
      base.concat(`/${jan.offerTypeId}`),
      'helios',
      heliosOffer.customerId,
    );
    expect(crossed.statusCode).toBe(404);
  });
});
