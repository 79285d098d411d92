// Security headers on every kind of answer. The whole header set of a page of the app, an API
// answer, a PDF and an answer over https is compared with the values it must have: the headers
// come from @fastify/helmet and the portal's own hook (decision 065), and a change of library,
// version or option must not add, drop or alter one (only the headers that differ from answer to
// answer are left out). The identity provider's pages, which it writes itself, carry them too, with
// a policy of their own.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { RealmClient } from './oidc-client.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const varying = new Set([
  'date',
  'content-length',
  'etag',
  'last-modified',
  'connection',
  'x-request-id',
]);

function headerSet(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !varying.has(name))
      .map(([name, value]): [string, string] => [name, String(value)]),
  );
}

/** What every answer carries. */
const everywhere = {
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const nothingRuns =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const appPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function policyOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  let app: TestApp;
  let secure: TestApp;
  let bearer: BearerFor;
  let jan: DemoOffer;
  beforeAll(async () => {
    app = await buildTestApp('sqlite', { config: { webDist } });
    secure = await buildTestApp('sqlite', {
      config: { tenantOriginTemplate: 'https://{tenant}.portal.example.be' },
    });
    bearer = await realmBearers(app);
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
  });
  afterAll(async () => {
    await Promise.all([app.close(), secure.close()]);
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gives a page of the app the security headers and the app policy', async () => {
    const page = await app.server.inject({
      url: '/installations',
      headers: { host: 'demo.localhost:3000', accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(headerSet(page)).toStrictEqual({
      ...everywhere,
      'cache-control': 'no-cache',
      'content-security-policy': appPolicy,
      'content-type': 'text/html; charset=utf-8',
      vary: 'cookie',
    });
  });

  it('gives an API answer the security headers and a policy under which nothing runs', async () => {
    const response = await app.server.inject({
      url: '/api/installations/',
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', jan.customerId) },
    });
    expect(response.statusCode).toBe(200);
    expect(headerSet(response)).toStrictEqual({
      ...everywhere,
      'content-security-policy': nothingRuns,
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('gives a PDF the security headers and no policy', async () => {
    const response = await app.server.inject({
      url: `/api/offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=1`,
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', jan.customerId) },
    });
    expect(response.statusCode).toBe(200);
    expect(headerSet(response)).toStrictEqual({
      ...everywhere,
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="Offer${jan.offerId}.pdf"`,
      'content-type': 'application/pdf',
    });
  });

  it('lets nothing run from an answer without a token or a route', async () => {
    for (const url of ['/api/nothing/here', '/api/installations/']) {
      const response = await app.server.inject({ url, headers: { 'x-subdomain': 'demo' } });
      expect(response.headers).toMatchObject({
        ...everywhere,
        'content-security-policy': nothingRuns,
      });
    }
  });

  it('frames no page of the identity provider, and runs no script on them but their own, by hash', async () => {
    const client = new RealmClient(app.server, 'demo');
    const realm = '/auth/realms/demo/protocol/openid-connect';
    const pages = {
      login: await client.authorize(),
      // Without a session the provider answers logout with its own form that submits itself.
      logout: await client.request('GET', `${realm}/logout`),
      signedOut: await client.request('GET', `${realm}/logout/success`),
      error: await client.request('GET', `${realm}/auth?client_id=unknown`),
    };
    for (const [name, page] of Object.entries(pages)) {
      expect(page.headers['content-type'], name).toContain('text/html');
      expect(page.headers, name).toMatchObject(everywhere);
      const policy = policyOf(page);
      expect(policy.get('frame-ancestors'), name).toBe("'none'");
      expect(policy.get('default-src'), name).toBe("'none'");
      const allowed = (policy.get('script-src') ?? '').split(' ').filter(Boolean);
      expect(
        allowed.every((source) => /^'(none|sha256-[\w+/=]+)'$/.test(source)),
        name,
      ).toBe(true);
      for (const [, script = ''] of page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect(allowed, `${name}: an inline script without its hash`).toContain(hash);
      }
    }
  });

  it('adds HSTS, and nothing else, when the tenants are served over https', async () => {
    const response = await secure.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(headerSet(response)).toStrictEqual({
      ...everywhere,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'content-security-policy': nothingRuns,
      'content-type': 'application/json; charset=utf-8',
    });
  });
});
