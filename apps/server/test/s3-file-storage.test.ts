// The real app configured with S3_URL keeps its files in the bucket, not in DATA_DIR: a real offer
// signing stores its signature and signed PDF there and the signed offer PDF is read back from it;
// the iChoosr delivery signing does the same. Runs against s3rver started by the test.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { deliveriesOf, ordersOf, pick } from './document-fixtures.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';

const onePixelPng = { format: 'png', width: 1, height: 1 };

import { realmBearers } from './realm-tokens.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('files in S3-compatible storage on %s', (dialect) => {
  let s3: S3TestServer;
  let app: TestApp;
  let jan: DemoOffer;
  let auth: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-s3-app-'));
  beforeAll(async () => {
    s3 = await startS3TestServer();
    // Configured the way an operator does it: one S3_URL, parsed by the start-up schema.
    const { s3: settings } = loadConfig({ S3_URL: s3.url });
    app = await buildTestApp(dialect, { config: { dataDir, s3: settings } });
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    auth = await (await realmBearers(app))('demo', jan.customerId);
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const request = (url: string, payload?: { body: Buffer | object; contentType?: string }) =>
    app.server.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${url}`,
      headers: {
        'x-subdomain': 'demo',
        authorization: auth,
        'user-agent': 'vitest-agent',
        ...(payload?.contentType ? { 'content-type': payload.contentType } : {}),
      },
      ...(payload ? { payload: payload.body } : {}),
    });
  const keysUnder = async (prefix: string) =>
    (await s3.keys()).filter((key) => key.startsWith(`${jan.tenantId}/${prefix}`));

  it('stores the signature and the signed offer PDF in the bucket and serves the PDF from it', async () => {
    const version = String(jan.versions.at(-1));
    const pdfUrl = `offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=${version}`;
    const shown = await request(pdfUrl);
    expect(shown.statusCode).toBe(200);
    const form = signForm({ version }, { bytes: PNG_SIGNATURE, type: 'image/png' });
    const signed = await request(`offers/${jan.offerId}/sign`, {
      body: form.payload,
      contentType: form.contentType,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const keys = await keysUnder(`offers/${jan.offerId}/`);
    expect(keys).toHaveLength(2);
    const signatureKey = pick(keys, 'a signature in the bucket', (key) => key.endsWith('.png'));
    const pdfKey = pick(keys, 'a signed PDF in the bucket', (key) => key.endsWith('.pdf'));
    expect(signatureKey).toMatch(new RegExp(`^${jan.tenantId}/offers/${jan.offerId}/v${version}-`));
    // The signature as kept: encoded again from the upload, a PNG of the same size.
    expect(await sharp(await s3.object(signatureKey)).metadata()).toMatchObject(onePixelPng);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);

    const download = await request(pdfUrl);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, await s3.object(pdfKey))).toBe(0);
    const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();
    expect(await pages(download.rawPayload)).toBe((await pages(shown.rawPayload)) + 1);

    // Gone from the bucket: the download is a 404, not the unsigned offer and not a 500.
    await s3.deleteObject(pdfKey);
    const missing = await request(pdfUrl);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('stores the signed iChoosr delivery document and its signature in the bucket', async () => {
    const scope = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    const order = pick(
      await ordersOf(app.database.db, scope),
      'Jan has an unsigned iChoosr order',
      (row) => row.hasExternalPrepayment && !row.handoverDone,
    );
    const delivery = pick(
      await deliveriesOf(app.database.db, scope),
      'the iChoosr order has a delivery',
      (row) => row.order_id === order.id,
    );
    const signature = `data:image/png;base64,${PNG_SIGNATURE.toString('base64')}`;
    const signed = await request(`orders/${order.id}/sign`, {
      body: { remarks: 'Omvormer in de garage', sepaLoan: false, signature },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const keys = await keysUnder(`deliveries/delivery-${delivery.id}-`);
    expect(keys).toHaveLength(2);
    const pdfKey = pick(keys, 'a signed delivery PDF', (key) => key.endsWith('.pdf'));
    const signatureKey = pick(keys, 'a delivery signature', (key) => key.endsWith('.png'));
    // The signature as kept: encoded again from the upload, a PNG of the same size.
    expect(await sharp(await s3.object(signatureKey)).metadata()).toMatchObject(onePixelPng);
    const download = await request(`deliveries/${delivery.id}/iChooserFiles`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, await s3.object(pdfKey))).toBe(0);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });
});
