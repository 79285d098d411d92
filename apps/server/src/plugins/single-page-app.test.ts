// The built SPA served by the API process: cache headers and the client-route fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe('single-page app', () => {
  let app: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body>spa</body></html>',
    );
    writeFileSync(join(webDist, 'assets/index-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'manifest.webmanifest'), '{}');
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
    expect(response.body).toContain('<meta name="portal-default-tenant" content="demo"></head>');
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
    const response = await app.server.inject({ url: '/manifest.webmanifest' });
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
