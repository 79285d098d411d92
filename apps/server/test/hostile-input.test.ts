// Hostile input: a body that is not well-formed multipart, and ids beyond the
// database's integer range, answer 400 in the envelope (they answered 500, or reached the
// database), and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const part = (headers: string, body: string) => `--xyz\r\n${headers}\r\n\r\n${body}`;

describe.each(testDialects())('hostile input on %s', (dialect) => {
  let app: TestApp;
  let jan: DemoOffer;
  let auth: string;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    auth = await (await realmBearers(app))('demo', jan.customerId);
  });
  afterAll(() => app.close());

  const signed = () =>
    app.database.db
      .selectFrom('offer_versions')
      .select(['version_number', 'signed_at'])
      .where('offer_id', '=', jan.offerId)
      .execute();

  it('answers a malformed multipart body with 400, not 500', async () => {
    const before = await signed();
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=xyz', 'no boundary anywhere'],
      [
        'multipart/form-data; boundary=xyz',
        part('Content-Disposition: form-data; name="version"', '1'),
      ],
      ['multipart/form-data', '--xyz\r\n'],
      [
        'multipart/form-data; boundary=xyz',
        part(
          'Content-Disposition: form-data; name="file"; filename="a"\r\nContent-Type: image/png',
          'abc',
        ),
      ],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name='],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await app.server.inject({
        method: 'POST',
        url: `/api/offers/${jan.offerId}/sign`,
        headers: { 'x-subdomain': 'demo', authorization: auth, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType} ${payload}`).toBe(400);
      expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'VALIDATION' }] });
    }
    expect(await signed()).toEqual(before);
  });

  it('answers ids beyond the integer range with 400 before any query', async () => {
    const tooBig = '2147483648';
    const urls = [
      `/api/offers/${tooBig}/versions`,
      `/api/offers/${tooBig}/versions/1`,
      `/api/offers/${jan.offerId}/versions/${tooBig}`,
      `/api/offers/${tooBig}/files/1`,
      `/api/offers/${jan.offerId}/files/1?versionNumber=${tooBig}`,
      `/api/invoices/${tooBig}/related`,
      `/api/orders/99999999999999999999`,
    ];
    for (const url of urls) {
      const response = await app.server.inject({
        url,
        headers: { 'x-subdomain': 'demo', authorization: auth },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION' });
    }
  });

  // Found by the route fuzzer (route-fuzz.test.ts): the router's own refusals, before any route
  // or error handler, answered outside the envelope (414 for a long param, 400 for a bad URL).
  it('answers a path param beyond the router’s length, or a malformed URL, in the envelope', async () => {
    for (const url of [
      `/api/auth/registration/${'x'.repeat(201)}`,
      `/api/orders/${'1'.repeat(300)}`,
      '/api/orders/%E0%A4%A',
      '/api/offers/%/versions',
    ]) {
      const response = await app.server.inject({
        url,
        headers: { 'x-subdomain': 'demo', authorization: auth },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ data: null, errors: [{ code: 'VALIDATION' }] });
      // Answered before any hook: the security headers are set with the answer itself.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
  });
});
