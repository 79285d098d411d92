/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Chromium's own installability check (decision 040), per tenant: the page's manifest, icons,
// screenshots and service worker as Chromium reads them give no installability error, and its
// manifest parser reports nothing wrong with the description, screenshots, display_override and
// launch_handler it finds. A profile on disk (a persistent context): Chromium never offers to
// install from an incognito window, which every other browser test's fresh context is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, viewports } from './support/browser.ts';
import { type PortalServer, startPortalServer } from './support/portal-server.ts';

describe('the installable app in Chromium', () => {
  const profile = mkdtempSync(join(tmpdir(), 'portal-install-profile-'));
  let server: PortalServer;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startPortalServer();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
      viewport: viewports.phone,
    });
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
    rmSync(profile, { recursive: true, force: true });
  });

  it.each(['demo', 'helios'])('%s passes Chromium’s installability check', async (tenant) => {
    const page = await context.newPage();
    await page.goto(server.url(tenant, '/'));
    // The check looks at the worker that controls the page, once it is there.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors, manifest } = await cdp.send('Page.getAppManifest', {});
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    // As Chromium parsed them, in its own enum names (`kNarrow`, `kMinimalUi`).
    const word = (value: string) =>
      value
        .replace(/^k(?=[A-Z])/, '')
        .toLowerCase()
        .replace(/[^a-z]/g, '');
    expect(manifest.description).toBeTruthy();
    expect(manifest.screenshots?.map((shot) => word(shot.formFactor))).toEqual(['narrow', 'wide']);
    expect(manifest.screenshots?.every((shot) => shot.label)).toBe(true);
    expect(manifest.displayOverrides?.map(word)).toEqual(['standalone', 'minimalui']);
    expect(manifest.launchHandler).toBeDefined();
    await page.close();
  });
});
