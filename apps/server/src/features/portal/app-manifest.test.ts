// The manifest and icons per tenant (decision 040): each tenant's name, colours and language, the
// start page /installations; icons that are real PNGs of their stated size made from the logo;
// the default tenant on a host naming none; 404 in the envelope for an unknown tenant.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

const publicTenants = new URL('../../../../web/public/tenants', import.meta.url);

describe('the app manifest per tenant', () => {
  let app: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'portal-manifest-'));
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
    cpSync(publicTenants, join(webDist, 'tenants'), { recursive: true });
    app = await buildTestApp('sqlite', { config: { webDist, defaultTenant: 'demo' } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, host: string) =>
    app.server.inject({ url, headers: { host: `${host}:3000` } });

  it('gives each tenant its own name, colours, language and icons', async () => {
    const demo = await get('/manifest.webmanifest', 'demo.localhost');
    const helios = await get('/manifest.webmanifest', 'helios.localhost');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(demo.headers['cache-control']).toBe('no-cache');
    expect(demo.json()).toMatchObject({
      id: '/',
      name: 'Zonnewende Energie',
      short_name: 'Zonnewende',
      lang: 'nl',
      start_url: '/installations',
      scope: '/',
      display: 'standalone',
      display_override: ['standalone', 'minimal-ui'],
      launch_handler: { client_mode: ['navigate-existing', 'auto'] },
      description: 'Klantenportaal van Zonnewende Energie voor uw energie-installaties',
      theme_color: '#8bc34a',
      background_color: '#f6f7f9',
    });
    expect(helios.json()).toMatchObject({
      name: 'Helios Solaire',
      short_name: 'Helios',
      lang: 'fr',
      description: 'Portail client de Helios Solaire pour vos installations énergétiques',
      theme_color: '#1a3a6b',
    });
    const icons = (response: typeof demo) =>
      (response.json() as { icons: { src: string; sizes: string; purpose: string }[] }).icons;
    expect(icons(demo).map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // The logos differ, so do the icons' versions.
    expect(icons(demo)[0]?.src).not.toBe(icons(helios)[0]?.src);
  });

  it('shows a narrow and a wide screenshot, real PNGs of their stated size, per tenant', async () => {
    for (const host of ['demo.localhost', 'helios.localhost']) {
      const manifest = (await get('/manifest.webmanifest', host)).json() as {
        screenshots: { src: string; sizes: string; form_factor: string; label: string }[];
      };
      expect(manifest.screenshots.map((shot) => `${shot.form_factor} ${shot.sizes}`)).toEqual([
        'narrow 390x844',
        'wide 1280x800',
      ]);
      for (const shot of manifest.screenshots) {
        expect(shot.label).not.toBe('');
        const response = await get(shot.src, host);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        const { width, height, format } = await sharp(response.rawPayload).metadata();
        expect(`${width}x${height}`).toBe(shot.sizes);
        expect(format).toBe('png');
      }
    }
    const demo = await get('/app-screenshots/wide.png', 'demo.localhost');
    const helios = await get('/app-screenshots/wide.png', 'helios.localhost');
    expect(demo.rawPayload.equals(helios.rawPayload)).toBe(false);
    expect((await get('/app-screenshots/tall.png', 'demo.localhost')).statusCode).toBe(400);
  });

  it.each([
    ['/app-icons/icon-192.png', 192],
    ['/app-icons/icon-512.png', 512],
    ['/app-icons/maskable-512.png', 512],
    ['/apple-touch-icon.png', 180],
  ])('serves %s as a PNG of %i pixels, made from the logo', async (url, size) => {
    const demo = await get(url, 'demo.localhost');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toBe('image/png');
    const image = await sharp(demo.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', size, size]);
    // Made from each tenant's own logo: the two tenants' icons differ.
    const helios = await get(url, 'helios.localhost');
    expect(Buffer.compare(demo.rawPayload, helios.rawPayload)).not.toBe(0);
  });

  it('makes an icon once per logo', async () => {
    const first = await get('/app-icons/icon-512.png', 'demo.localhost');
    const again = await get('/app-icons/icon-512.png', 'demo.localhost');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("gives the default tenant's manifest to a host naming no tenant", async () => {
    const response = await get('/manifest.webmanifest', '127.0.0.1');
    expect(response.json()).toMatchObject({ name: 'Zonnewende Energie' });
  });

  it('answers 404 in the envelope for an unknown tenant or icon', async () => {
    const unknown = await get('/manifest.webmanifest', 'nobody.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ data: null, errors: [{ code: 'TENANT_NOT_FOUND' }] });
    const icon = await get('/app-icons/icon-100.png', 'demo.localhost');
    expect(icon.statusCode).toBeGreaterThanOrEqual(400);
    expect(icon.statusCode).toBeLessThan(500);
    expect(icon.json().errors).toHaveLength(1);
  });
});
