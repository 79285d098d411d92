/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The installable app offline (decision 039) in Chromium: Jan Peeters (demo) signs
// in, the service worker takes the page once it is idle, he opens a document's PDF; then the
// network goes. Reloading /installations shows his installations with the offline notice, the
// PDF he opened still downloads, and the offline page is axe-clean in nl, fr and en at phone and
// desktop width.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, viewports } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

const offlineNotice: Record<string, RegExp> = {
  nl: /U bent offline/,
  fr: /Vous êtes hors ligne/,
  en: /You are offline/,
};

async function downloadFirstDocument(page: Page): Promise<Buffer> {
  const button = page.getByRole('button', { name: /downloaden$/i }).first();
  await button.waitFor();
  const download = page.waitForEvent('download');
  await button.click();
  return readFileSync(await (await download).path());
}

describe('the portal offline in Chromium', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => suite.server().url('demo', path);

  it('reloads /installations offline with the kept list, the notice and an opened PDF', async () => {
    const page = await suite.signedIn('desktop', 'demo', '/installations?lang=nl');
    // The worker is registered once the page is idle and takes it when installed.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const online = await page.getByRole('list', { name: 'Installaties' }).getByRole('listitem');
    const installations = await online.count();
    expect(installations).toBeGreaterThan(0);

    await page.goto(url('/installations/documents/0?lang=nl'));
    const pdf = await downloadFirstDocument(page);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto(url('/installations?lang=nl'));
    await page.getByRole('list', { name: 'Installaties' }).waitFor();

    await page.context().setOffline(true);
    await page.reload();
    const list = page.getByRole('list', { name: 'Installaties' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(installations);
    await page.getByRole('status').filter({ hasText: offlineNotice.nl }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/installations');

    // The PDF opened before still opens, from the worker's copy.
    await page.goto(url('/installations/documents/0?lang=nl'));
    const again = await downloadFirstDocument(page);
    expect(again.equals(pdf)).toBe(true);

    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport]);
      for (const language of ['nl', 'fr', 'en']) {
        await page.goto(url(`/installations?lang=${language}`));
        await page.locator('main li').first().waitFor();
        const notice = page.getByRole('status').filter({ hasText: offlineNotice[language] });
        await notice.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `offline-installations-demo-${language}-${viewport}`);
      }
    }
  });
});
