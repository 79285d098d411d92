// Authentication and the cheap checks come before any decoding on every upload route: an upload
// without a token, or to an offer, order or ticket the customer does not have, is refused while
// the process's image pool has begun no task. The real pool is read, nothing is mocked, so a route
// that decoded first would show here.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePool } from '../src/platform/images/image-pool.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { signForm } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** A real picture (1,000 × 1,000 noise) that the pool would take seconds to decode at scale. */
async function noisePng(): Promise<Buffer> {
  const size = 1000;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

const UNKNOWN = 999_999_999;
/** Multipart routes take the file as a part; the delivery document's signature (orders/{id}/sign)
 * is a PNG data URL in JSON. */
interface UploadRoute {
  url: string;
  fields?: Record<string, string>;
  json?: boolean;
}
const routes = (id: number): UploadRoute[] => [
  { url: `/api/offers/${id}/sign`, fields: { version: '1' } },
  { url: `/api/offers/${id}/upsale`, fields: { type: 'Battery', name: 'Home battery' } },
  { url: `/api/orders/${id}/sign`, json: true },
  { url: `/api/issues/${id}/file`, fields: {} },
];

describe.each(testDialects())('uploads checked before decoding on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let png: Buffer;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    bearer = await realmBearers(app);
    png = await noisePng();
  });
  afterAll(() => app?.close());

  const post = (route: UploadRoute, authorization?: string) => {
    const form = route.json
      ? {
          contentType: 'application/json',
          payload: JSON.stringify({ signature: `data:image/png;base64,${png.toString('base64')}` }),
        }
      : signForm(route.fields ?? {}, { bytes: png, type: 'image/png', name: 'photo.png' });
    return app.server.inject({
      method: 'POST',
      url: route.url,
      headers: {
        'x-subdomain': 'demo',
        'content-type': form.contentType,
        'idempotency-key': randomUUID(),
        ...(authorization ? { authorization } : {}),
      },
      payload: form.payload,
    });
  };

  it('refuses an upload without a token with 401, decoding nothing, on every route', async () => {
    const before = imagePool.started;
    for (const route of routes(UNKNOWN)) {
      const { url } = route;
      const response = await post(route);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ data: null });
    }
    expect(imagePool.started).toBe(before);
  });

  it('refuses an upload to what the customer does not have with 404, decoding nothing', async () => {
    const customer = await freshCustomer(app.database.db, { keep: [] });
    const auth = await bearer('demo', customer.customerId);
    const before = imagePool.started;
    for (const route of routes(UNKNOWN)) {
      const { url } = route;
      const response = await post(route, auth);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ data: null });
    }
    expect(imagePool.started).toBe(before);
  });
});
