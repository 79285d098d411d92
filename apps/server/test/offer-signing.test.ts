// POST offers/{id}/sign: only the current, unsigned version of the customer's own offer; the
// signature is checked by its bytes; signing stores the image, the signed PDF and an audit entry,
// and moves the installation to Signed. Anything refused changes nothing. Each test signs an offer
// of its own customer (factory/fresh-customer.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { freshJanOffer, otherCustomerOffer } from './offer-fixtures.ts';
import { embeddedImages, PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer signing on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  const dataDir = mkdtempSync(join(tmpdir(), 'offer-sign-'));
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
    bearer = await realmBearers(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new customer with Jan's three-version offer (expired, superseded, awaiting approval). */
  const freshOffer = async () => {
    const offer = await freshJanOffer(app.database.db);
    return { ...offer, auth: await bearer('demo', offer.customerId) };
  };
  type FreshOffer = Awaited<ReturnType<typeof freshOffer>>;

  const sign = (offer: FreshOffer, form: ReturnType<typeof signForm>, offerId = offer.offerId) =>
    app.server.inject({
      method: 'POST',
      url: `/api/offers/${offerId}/sign`,
      headers: {
        'x-subdomain': 'demo',
        authorization: offer.auth,
        'content-type': form.contentType,
        'user-agent': 'vitest-agent',
      },
      payload: form.payload,
    });
  const png = { bytes: PNG_SIGNATURE, type: 'image/png' };
  const latest = (offer: FreshOffer) => String(offer.versions.at(-1));
  const state = async (offer: FreshOffer) => ({
    versions: await app.database.db
      .selectFrom('offer_versions')
      .select(['version_number', 'status_id', 'signed_at'])
      .where('offer_id', '=', offer.offerId)
      .orderBy('version_number')
      .execute(),
    offer: await app.database.db
      .selectFrom('offers')
      .select('status_id')
      .where('id', '=', offer.offerId)
      .executeTakeFirst(),
    audits: await app.database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'offer.signed')
      .where('customer_id', '=', offer.customerId)
      .execute(),
  });
  const download = (offer: FreshOffer, version: string) =>
    app.server.inject({
      url: `/api/offers/${offer.offerId}/files/${offer.offerTypeId}?type=print&versionNumber=${version}`,
      headers: { 'x-subdomain': 'demo', authorization: offer.auth },
    });

  it('refuses unsupported, disguised and empty signatures, changing nothing', async () => {
    const jan = await freshOffer();
    const before = await state(jan);
    const gif = await sign(
      jan,
      signForm({ version: latest(jan) }, { bytes: Buffer.from('GIF89a....'), type: 'image/gif' }),
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().errors[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(gif.json().errors[0].message).toContain('image/png, image/jpeg, image/svg+xml');
    const disguised = await sign(
      jan,
      signForm({ version: latest(jan) }, { bytes: Buffer.from('not an image'), type: 'image/png' }),
    );
    expect(disguised.statusCode).toBe(415);
    const empty = await sign(
      jan,
      signForm({ version: latest(jan) }, { bytes: Buffer.alloc(0), type: 'image/png' }),
    );
    expect(empty.statusCode).toBe(400);
    const missing = await sign(jan, signForm({ version: latest(jan) }));
    expect(missing.statusCode).toBe(400);
    const tooLarge = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect(
      (await sign(jan, signForm({ version: latest(jan) }, { ...png, bytes: tooLarge }))).statusCode,
    ).toBe(413);
    expect(await state(jan)).toEqual(before);
  });

  it('refuses an old version with 409 and another customer’s offer with 404', async () => {
    const jan = await freshOffer();
    const before = await state(jan);
    const old = await sign(jan, signForm({ version: '1' }, png));
    expect(old.statusCode).toBe(409);
    expect(old.json().errors[0].code).toBe('CONFLICT');
    const other = await otherCustomerOffer(app.database.db, jan.tenantId, jan.customerId);
    expect((await sign(jan, signForm({ version: '1' }, png), other.offerId)).statusCode).toBe(404);
    expect(await state(jan)).toEqual(before);
  });

  it('signs the current version: files, audit with the shown PDF hash, statuses', async () => {
    const jan = await freshOffer();
    const shown = await download(jan, latest(jan));
    const shownHash = createHash('sha256').update(shown.rawPayload).digest('hex');
    const shownPages = (await PDFDocument.load(shown.rawPayload)).getPageCount();
    const response = await sign(jan, signForm({ version: latest(jan) }, png));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ offerId: jan.offerId, offerPdfSha256: shownHash });
    const after = await state(jan);
    expect(after.offer?.status_id).toBe(3);
    expect(after.versions.at(-1)?.signed_at).not.toBeNull();
    expect(after.audits).toHaveLength(1);
    expect(JSON.parse(after.audits[0]?.details ?? '{}')).toMatchObject({
      signerCustomerId: jan.customerId,
      userAgent: 'vitest-agent',
      offerPdfSha256: shownHash,
    });
    const folder = join(dataDir, 'files', String(jan.tenantId), 'offers', String(jan.offerId));
    expect(existsSync(folder)).toBe(true);
    expect(readdirSync(folder)).toHaveLength(2);
    const signed = await PDFDocument.load((await download(jan, latest(jan))).rawPayload);
    expect(signed.getPageCount()).toBe(shownPages + 1);
    // The PNG and its alpha mask; the shown PDF has none.
    expect(embeddedImages(signed)).toBeGreaterThanOrEqual(1);
    expect(embeddedImages(await PDFDocument.load(shown.rawPayload))).toBe(0);
    const rows = await app.server.inject({
      url: '/api/installations/',
      headers: { 'x-subdomain': 'demo', authorization: jan.auth },
    });
    const row = rows
      .json()
      .data.find((entry: { OfferID: number }) => entry.OfferID === jan.offerId);
    expect(row.status).toBe(2);
  });

  it('refuses signing twice with 409', async () => {
    const jan = await freshOffer();
    expect((await sign(jan, signForm({ version: latest(jan) }, png))).statusCode).toBe(200);
    const before = await state(jan);
    expect((await sign(jan, signForm({ version: latest(jan) }, png))).statusCode).toBe(409);
    expect(await state(jan)).toEqual(before);
  });
});
