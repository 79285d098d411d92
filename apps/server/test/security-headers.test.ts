// Security headers on every kind of answer: a page of the SPA, the API, a
// file, the identity provider's login page; HSTS when tenants are served over https.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealmClient } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);

function expectEverywhere(response: LightMyRequestResponse): void {
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
}

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
  let app: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite', { config: { webDist } });
    secure = await buildTestApp('sqlite', {
      config: { tenantOriginTemplate: 'https://{tenant}.portal.example.be' },
    });
  });
  afterAll(async () => {
    await app.close();
    await secure.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gives a page of the app a policy without inline script, and no framing', async () => {
    const page = await app.server.inject({
      url: '/installations',
      headers: { host: 'demo.localhost:3000', accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expectEverywhere(page);
    const policy = policyOf(page);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets nothing run from an API answer or a not-found answer', async () => {
    for (const url of ['/api/portal/config', '/api/nothing/here', '/api/installations/']) {
      const response = await app.server.inject({ url, headers: { 'x-subdomain': 'demo' } });
      expectEverywhere(response);
      expect(policyOf(response).get('default-src')).toBe("'none'");
      expect(policyOf(response).get('frame-ancestors')).toBe("'none'");
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
      expectEverywhere(page);
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

  it('asks for HTTPS only when the tenants are served over https', async () => {
    const response = await secure.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
