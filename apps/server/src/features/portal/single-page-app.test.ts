// The built SPA served by the API process: cache headers and the client-route fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { subdomainOfHost } from '../../platform/tenancy/tenant-host.ts';

describe('single-page app', () => {
  let app: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>t</title><script type="module" src="/assets/start-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/app-1.css" data-app>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js" data-app>\n' +
        '</head><body>spa</body></html>',
    );
    writeFileSync(join(webDist, 'assets/index-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(join(webDist, 'sw.js.br'), brotliCompressSync('self.skipWaiting()'));
    writeFileSync(join(webDist, 'sw.js.gz'), gzipSync('self.skipWaiting()'));
    writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync('the build'));
    writeFileSync(join(webDist, 'assets/vendor-abc123.js'), 'x'.repeat(4096));
    writeFileSync(
      join(webDist, 'assets/vendor-abc123.js.br'),
      brotliCompressSync('x'.repeat(4096)),
    );
    app = await buildTestApp('sqlite', { config: { webDist, defaultTenant: 'demo' } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/installations', '/installations/offerdetail/12_3', '/no/such/page'])(
    'serves index.html, uncached, for the client route %s',
    async (url) => {
      const response = await app.server.inject({
        url,
        headers: { accept: 'text/html', host: 'demo.localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('spa');
    },
  );

  it.each(['', 'gzip', 'br', 'gzip, deflate, br'])(
    'revalidates the service worker and every page with Accept-Encoding "%s"',
    async (encoding) => {
      const headers = { host: 'demo.localhost:3000', 'accept-encoding': encoding };
      for (const url of ['/sw.js', '/', '/login', '/installations']) {
        const response = await app.server.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
      const worker = await app.server.inject({ url: '/sw.js', headers });
      const sent = worker.headers['content-encoding'];
      expect(sent).toBe(encoding === '' ? undefined : encoding.includes('br') ? 'br' : 'gzip');
    },
  );

  it("sends /index.html to the tenant page, never the build's untenanted file", async () => {
    for (const encoding of ['', 'br']) {
      const response = await app.server.inject({
        url: '/index.html?lang=fr',
        headers: { host: 'demo.localhost:3000', 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/?lang=fr');
    }
  });

  it('sends a page visit on the bare portal domain to the default tenant', async () => {
    const response = await app.server.inject({
      url: '/installations?lang=fr',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://demo.localhost:3000/installations?lang=fr');
  });

  it('names the default tenant in index.html', async () => {
    const response = await app.server.inject({
      url: '/',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(response.body).toContain('<meta name="portal-default-tenant" content="demo">');
  });

  /** The JSON data block the server writes for the page's tenant. */
  function bootstrapOf(html: string) {
    const json = /<script type="application\/json" id="portal-bootstrap">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  }

  it("writes the page tenant's realm and configuration into index.html", async () => {
    const helios = await app.server.inject({
      url: '/installations',
      headers: { host: 'helios.localhost:3000' },
    });
    const bootstrap = bootstrapOf(helios.body);
    expect(bootstrap.realm).toEqual({
      'auth-server-url': 'http://helios.localhost:3000/auth',
      realm: 'helios',
      resource: 'customer-portal',
    });
    expect(bootstrap.config).toMatchObject({
      colors: { primary: '#1a3a6b', secondary: '#f28c28' },
      config: { defaultLanguage: 'fr' },
    });
    // The same answers as the API's.
    const api = await app.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': 'helios' },
    });
    expect(bootstrap.config).toEqual(api.json().data);
    // An IP names no tenant: the default tenant's.
    const byAddress = await app.server.inject({ url: '/', headers: { host: '127.0.0.1:3000' } });
    expect(bootstrapOf(byAddress.body).realm.realm).toBe('demo');
    // An unknown tenant gets no block; the SPA asks the API, which says so.
    const unknown = await app.server.inject({ url: '/', headers: { host: 'nobody.localhost' } });
    expect(bootstrapOf(unknown.body)).toBeUndefined();
  });

  it('escapes < in the data block, so no text can close it', async () => {
    const response = await app.server.inject({ url: '/', headers: { host: 'demo.localhost' } });
    const block = /id="portal-bootstrap">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(block).not.toContain('<');
  });

  it("leaves the app's preloads out of /login only", async () => {
    const login = await app.server.inject({
      url: '/login?returnTo=%2Faccount',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(login.body).toContain('/assets/start-1.js');
    expect(login.body).not.toContain('data-app');
    const other = await app.server.inject({
      url: '/installations',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(other.body).toContain('href="/assets/app-1.js" data-app');
    expect(other.body).toContain('href="/assets/app-1.css" data-app');
    expect(other.body).toContain('<link rel="preload" as="image" href="/tenants/demo/logo.svg">');
    expect(login.body).not.toContain('rel="preload"');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.server.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli copy to a browser that accepts it', async () => {
    const response = await app.server.inject({
      url: '/assets/vendor-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(100);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses large API answers', async () => {
    const response = await app.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': 'demo', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(response.rawPayload).toString()).data.features,
    ).toHaveLength(4);
  });

  it('serves other static files with a short cache', async () => {
    const response = await app.server.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, not index.html', async () => {
    const response = await app.server.inject({ url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown API path with the JSON envelope, not index.html', async () => {
    const response = await app.server.inject({
      url: '/api/nope',
      headers: { 'x-subdomain': 'demo', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  });
});

describe('the tenant of a page host', () => {
  it('is the first label before the portal domain, as the SPA reads it', () => {
    expect(subdomainOfHost('demo.localhost', 'localhost')).toBe('demo');
    expect(subdomainOfHost('helios.portal.example.be', 'portal.example.be')).toBe('helios');
    expect(subdomainOfHost('HELIOS.Portal.Example.be.', 'portal.example.be')).toBe('helios');
    expect(subdomainOfHost('portal.example.be', 'portal.example.be')).toBeUndefined();
    expect(subdomainOfHost('127.0.0.1', 'localhost')).toBeUndefined();
    expect(subdomainOfHost('klant.installateur.be', 'portal.example.be')).toBe('klant');
    expect(subdomainOfHost('intranet', 'portal.example.be')).toBeUndefined();
  });
});
