// Hostile images (decision 019): a signature image is checked by its header before anything decodes
// it, decoded within a pixel cap and encoded again without its metadata; an SVG is held to
// limits on size, segments and nesting and drawn as PNG. A decompression bomb answers 413 in the
// envelope at once, without the server's memory growing, and changes nothing.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { ordersOf, pick } from './document-fixtures.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { jpegBomb, pngBomb } from './image-bombs.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { signForm } from './offer-signing-helpers.ts';
import { temporaryDataDir } from './outbox.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const svg = (body: string, size = 'width="300" height="150"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`);

describe.each(testDialects())('hostile signature images on %s', (dialect) => {
  let app: TestApp;
  let jan: DemoOffer;
  let auth: string;
  let bearer: BearerFor;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir: dataDir } });
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    bearer = await realmBearers(app);
    auth = await bearer('demo', jan.customerId);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const latest = () => String(jan.versions.at(-1));
  // Jan's offer is never signed here (the refusals need it open, in any order); a signature that
  // is accepted goes on a fresh customer's offer.
  const sign = (
    file: { bytes: Buffer; type: string },
    version = latest(),
    signer: { offer: DemoOffer; auth: string } = { offer: jan, auth },
  ) => {
    const form = signForm({ version }, file);
    return app.server.inject({
      method: 'POST',
      url: `/api/offers/${signer.offer.offerId}/sign`,
      headers: {
        'x-subdomain': 'demo',
        authorization: signer.auth,
        'content-type': form.contentType,
      },
      payload: form.payload,
    });
  };
  const state = async () => ({
    signed: await app.database.db
      .selectFrom('offer_versions')
      .select(['version_number', 'signed_at'])
      .where('offer_id', '=', jan.offerId)
      .orderBy('version_number')
      .execute(),
    files: filesOf(join(dataDir, 'files')),
  });

  /** Status, time and growth of the process's memory (RSS) while it answers. */
  async function measured(request: () => ReturnType<typeof sign>) {
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const response = await request();
    const elapsedMs = performance.now() - started;
    const grownMb = (process.memoryUsage().rss - rss) / 1024 / 1024;
    return { response, elapsedMs, grownMb };
  }

  it('answers a 10000 × 10000 PNG with 413 at once, without decoding it, on both signing routes', async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200_000);
    const order = pick(
      await ordersOf(app.database.db, jan),
      'Jan has an unsigned iChoosr order',
      (row) => row.hasExternalPrepayment && !row.handoverDone,
    );
    const signOrder = (png: Buffer) =>
      app.server.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/sign`,
        headers: { 'x-subdomain': 'demo', authorization: auth },
        payload: { signature: `data:image/png;base64,${png.toString('base64')}` },
      });
    const before = await state();
    // Warm up (sharp loaded, the routes compiled) with requests refused after the image is read.
    expect((await sign({ bytes: pngBomb(2, 2), type: 'image/png' }, '1')).statusCode).toBe(409);
    expect((await signOrder(Buffer.from('not a png'))).statusCode).toBe(400);

    const routes = {
      'offers/{id}/sign': () => sign({ bytes: bomb, type: 'image/png' }),
      'orders/{id}/sign': () => signOrder(bomb),
    };
    for (const [route, request] of Object.entries(routes)) {
      const { response, elapsedMs, grownMb } = await measured(request);
      // The time and memory a bomb costs, printed for the record.
      console.log(
        `10000² PNG bomb on ${route} (${dialect}): ${response.statusCode} in ${elapsedMs.toFixed(1)} ms, RSS ${grownMb >= 0 ? '+' : ''}${grownMb.toFixed(1)} MB`,
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        data: null,
        errors: [{ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('megapixels') }],
      });
      // Refused from its header: decoding 100 megapixels would take seconds and hundreds of MB,
      // while the refusal waits only on the offer's look-up (a loaded machine stays far below).
      expect(elapsedMs).toBeLessThan(2_000);
      expect(grownMb).toBeLessThan(50);
    }
    expect(await state()).toEqual(before);
    const handover = await app.database.db
      .selectFrom('installations')
      .select('oplevering_done')
      .where('id', '=', order.installationId)
      .executeTakeFirstOrThrow();
    expect(Boolean(handover.oplevering_done)).toBe(false);
  });

  it('looks the offer up before it decodes the signature: an unknown offer answers 404, bomb or not', async () => {
    const before = await state();
    for (const url of ['/api/offers/999999999/sign', '/api/offers/999999999/upsale']) {
      const form = signForm(
        url.endsWith('sign') ? { version: '1' } : { type: 'battery', name: 'x' },
        { bytes: pngBomb(10_000, 10_000), type: 'image/png' },
      );
      const response = await app.server.inject({
        method: 'POST',
        url,
        headers: { 'x-subdomain': 'demo', authorization: auth, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().data).toBeNull();
    }
    expect(await state()).toEqual(before);
  });

  it('answers a JPEG that declares 60000 × 60000 pixels with 413', async () => {
    const before = await state();
    const response = await sign({ bytes: await jpegBomb(60_000, 60_000), type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    expect(await state()).toEqual(before);
  });

  it('holds an SVG to its limits: segments, nesting, links, entities', async () => {
    const before = await state();
    const segments = ' L 1 1'.repeat(300_000);
    const huge = await sign({ bytes: svg(`<path d="M 0 0${segments}"/>`), type: 'image/svg+xml' });
    expect(huge.statusCode).toBe(413);
    const implicit = await sign({
      bytes: svg(`<path d="M 0 0 L${' 1 1'.repeat(30_000)}"/>`),
      type: 'image/svg+xml',
    });
    expect(implicit.statusCode).toBe(413);
    const nested = await sign({
      bytes: svg(`${'<g>'.repeat(40)}<path d="M0 0 L1 1"/>${'</g>'.repeat(40)}`),
      type: 'image/svg+xml',
    });
    expect(nested.statusCode).toBe(413);
    const linked = await sign({
      bytes: svg('<image href="file:///etc/passwd" width="10" height="10"/>'),
      type: 'image/svg+xml',
    });
    expect(linked.statusCode).toBe(415);
    const entities = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    );
    expect((await sign({ bytes: entities, type: 'image/svg+xml' })).statusCode).toBe(415);
    for (const response of [huge, implicit, nested, linked]) {
      expect(response.json().data).toBeNull();
    }
    expect(await state()).toEqual(before);
  });

  it('refuses an image hidden under a namespace prefix, which the regular expression never saw, without decoding it', async () => {
    const before = await state();
    const wrapped = pngBomb(8000, 8000).toString('base64');
    const bomb = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><_:image xmlns:_="http://www.w3.org/2000/svg" href="data:image/png;base64,${wrapped}" width="300" height="150"/></svg>`,
    );
    const { response, elapsedMs, grownMb } = await measured(() =>
      sign({ bytes: bomb, type: 'image/svg+xml' }),
    );
    console.log(
      `${Math.round(bomb.length / 1024)} KB SVG wrapping an 8000² PNG (${dialect}): ${response.statusCode} in ${elapsedMs.toFixed(1)} ms, RSS ${grownMb >= 0 ? '+' : ''}${grownMb.toFixed(1)} MB`,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      data: null,
      errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('<image>') }],
    });
    expect(grownMb).toBeLessThan(50);
    expect(await state()).toEqual(before);
  });

  it('keeps a signature encoded again, without the metadata it came with', async () => {
    const marker = 'Kerkstraat 1, 9000 Gent';
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: marker } })
      .toBuffer();
    expect(photo.includes(marker)).toBe(true);
    const customer = await freshCustomer(app.database.db, { keep: ['jan-extension'] });
    const offer = await offerOf(app.database.db, 'demo', customer.email);
    const signer = { offer, auth: await bearer('demo', offer.customerId) };
    const version = String(offer.versions.at(-1));
    const response = await sign({ bytes: photo, type: 'image/jpeg' }, version, signer);
    expect(response.statusCode, response.body).toBe(200);
    const folder = join(dataDir, 'files', String(offer.tenantId), 'offers', String(offer.offerId));
    const stored = readdirSync(folder).filter((name) => name.endsWith('.jpg'));
    expect(stored).toHaveLength(1);
    const kept = readFileSync(join(folder, stored[0] ?? ''));
    expect(kept.includes(marker)).toBe(false);
    expect((await sharp(kept).metadata()).width).toBe(40);
  });
});

function filesOf(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    return [];
  }
}
