// The first screen painted into index.html (decision 059), with a stand-in for the web app's
// server build (the real one is exercised by the browser tests): the browser's hints cookie and
// the page's tenant data reach it, its screen lands in the page (language, title, head, #root)
// with the app's modulepreloads held in a template, a screen renders once per tenant page and
// screen, and a page it cannot paint is served unpainted, never as an error.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadFirstScreenRenderer } from './first-screen-module.ts';

const index =
  '<!doctype html><html lang="nl"><head><title>Klantenportaal</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css" data-app>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/app-1.js" data-app>\n' +
  '</head><body><div id="root"></div></body></html>';

/** Paints `/failing` never, `/odd` not at all (its screen cannot be told), `/login` not. */
const standIn = `
globalThis.firstScreenRenders = [];
export default {
  screenOf({ url, hints, page }) {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/odd') throw new Error('no screen');
    if (path === '/login') return undefined;
    if (!page.config.colors) throw new Error('no tenant configuration');
    return { path, language: hints.language ?? 'nl', signedIn: hints.signedIn, monitoring: hints.monitoring };
  },
  async render(screen) {
    globalThis.firstScreenRenders.push(screen);
    if (screen.path === '/failing') throw new Error('render failed');
    return {
      language: screen.language,
      title: 'Zon & $& Co',
      head: '<style id="portal-brand"></style>',
      root: '<div id="root" data-first-screen="painted"><p>' + screen.path + ' $& $1</p></div>',
    };
  },
};
`;

const renders = () =>
  (globalThis as unknown as { firstScreenRenders: unknown[] }).firstScreenRenders.length;

describe('the first screen painted into the page', () => {
  let app: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'portal-first-screen-'));
  const webDist = join(root, 'dist');
  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(webDist, 'index.html'), index);
    writeFileSync(join(root, 'dist-ssr/first-screen.js'), standIn);
    app = await buildTestApp('sqlite', { config: { webDist, defaultTenant: 'demo' } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    app.server.inject({
      url,
      headers: { accept: 'text/html', host: 'demo.localhost:3000', ...(cookie && { cookie }) },
    });

  it('paints the screen of the hints cookie, holding the app scripts back', async () => {
    const response = await page(
      '/installations',
      'a=1; portal-screen=lang=fr&signedIn=1&monitoring=0',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('cookie');
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Zon &amp; $&amp; Co</title>');
    expect(html).toContain(
      '<div id="root" data-first-screen="painted"><p>/installations $& $1</p></div>',
    );
    expect(html).toContain('<style id="portal-brand"></style></head>');
    // The stylesheet stays (the painted screen needs it); the app's scripts wait in the template.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css" data-app>');
    expect(html).toMatch(
      /<template id="portal-app-preloads"><link rel="modulepreload" crossorigin href="\/assets\/app-1\.js" data-app>\s*<\/template>/,
    );
    expect(html.split('rel="modulepreload"')).toHaveLength(2);
    expect(html).toContain('id="portal-bootstrap"');
  });

  it('renders a screen once, and again for another language or sign-in', async () => {
    const signedIn = 'portal-screen=signedIn=1&monitoring=1';
    await page('/documents', signedIn);
    const before = renders();
    await page('/documents?x=1', signedIn);
    expect(renders()).toBe(before);
    await page('/documents?lang=fr', 'portal-screen=lang=fr&signedIn=1&monitoring=1');
    await page('/documents', 'portal-screen=signedIn=0&monitoring=1');
    expect(renders()).toBe(before + 2);
  });

  it('serves a page it cannot paint unpainted, never as an error', async () => {
    for (const url of ['/failing', '/odd', '/login']) {
      const response = await page(url, 'portal-screen=signedIn=1');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<html lang="nl">');
      expect(response.body).not.toContain('portal-app-preloads');
    }
  });
});

describe('the web app server build', () => {
  const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
  const root = mkdtempSync(join(tmpdir(), 'portal-server-build-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), index);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is not used when missing, older than the browser build or of another shape', async () => {
    expect(await loadFirstScreenRenderer(webDist, log)).toBeUndefined();
    mkdirSync(join(root, 'dist-ssr'));
    const module = join(root, 'dist-ssr/first-screen.js');
    writeFileSync(module, 'export default { render() {} };');
    expect(await loadFirstScreenRenderer(webDist, log)).toBeUndefined();
    writeFileSync(module, standIn);
    const past = new Date(Date.now() - 60_000);
    utimesSync(module, past, past);
    expect(await loadFirstScreenRenderer(webDist, log)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('older than'));
  });
});
