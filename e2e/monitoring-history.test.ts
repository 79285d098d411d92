// The history and insights pages in Chromium against the real portal server and its demo seed (a
// year of history for Jan's devices, earnings for the flexio device): both pages in nl, fr and en
// at phone and desktop width, axe-clean, with full-page screenshots to look at (charts readable on
// a 390 px phone); the range switch, the table alternative, the CSV export with the bearer token,
// and Chart.js kept out of the first page's script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshotDir } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import { chooseFlexio } from './support/sweep-routes.ts';

const words = {
  nl: {
    energy: 'Energie per kwartier',
    month: 'Energie per maand',
    peaks: 'Capaciteitspieken van het voorbije jaar',
    year: 'Jaar',
    table: 'Toon als tabel',
    csv: 'Download als CSV',
    savings: 'Besparingen',
    earnings: /drie maanden na de maand/,
    co2: 'Vermeden CO2',
  },
  fr: {
    energy: 'Énergie par quart d’heure',
    month: 'Énergie par mois',
    peaks: 'Pics de capacité de l’année écoulée',
    year: 'Année',
    table: 'Afficher sous forme de tableau',
    csv: 'Télécharger en CSV',
    savings: 'Économies',
    earnings: /trois mois après le mois/,
    co2: 'CO2 évité',
  },
  en: {
    energy: 'Energy per quarter-hour',
    month: 'Energy per month',
    peaks: 'Capacity peaks of the past year',
    year: 'Year',
    table: 'Show as table',
    csv: 'Download as CSV',
    savings: 'Savings',
    earnings: /three months after the month/,
    co2: 'CO2 avoided',
  },
} as const;

async function fullScreenshot(page: Page, name: string): Promise<void> {
  // Chart.js draws on the next frame after its canvas is sized (every call here follows an axe
  // audit, which waited for a still page): two frames, not a fixed wait.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

describe('monitoring history and insights in Chromium (real server, demo seed)', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => suite.server().url('demo', path);

  /** Jan's flexio device's history today, in English. */
  async function englishHistory(viewport: 'phone' | 'desktop'): Promise<Page> {
    const page = await suite.signedIn(viewport, 'demo');
    await chooseFlexio(page);
    await page.goto(url('/monitoring/history?lang=en'));
    await page.getByRole('heading', { name: words.en.energy }).waitFor();
    return page;
  }

  it('shows the history and insights in nl, fr and en at both widths, axe-clean', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await suite.signedIn(viewport, 'demo');
      await chooseFlexio(page);
      for (const language of ['nl', 'fr', 'en'] as const) {
        const text = words[language];
        await page.goto(url(`/monitoring/history?lang=${language}`));
        await page.getByRole('heading', { name: text.energy }).waitFor();
        await page.getByRole('heading', { name: text.peaks }).waitFor();
        expect(await page.locator('canvas[role="img"][aria-label]').count()).toBe(3);
        expect(await axeViolations(page)).toEqual([]);
        await fullScreenshot(page, `monitoring-history-${language}-${viewport}`);

        await page.getByRole('radio', { name: text.year }).check();
        await page.getByRole('heading', { name: text.month }).waitFor();
        await page.getByText(text.table).first().click();
        await expect.poll(() => page.locator('table tbody tr').first().isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await fullScreenshot(page, `monitoring-history-year-${language}-${viewport}`);

        await page.goto(url(`/monitoring/insights?lang=${language}`));
        await page.getByRole('heading', { name: text.savings, exact: true }).waitFor();
        await page.getByText(text.earnings).waitFor();
        await page.getByRole('heading', { name: text.co2, exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await fullScreenshot(page, `monitoring-insights-${language}-${viewport}`);
      }
    }
  });

  it('steps back a day and exports the range shown as CSV with the bearer token', async () => {
    const page = await englishHistory('desktop');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('heading', { name: words.en.energy }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.en.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^FLX-7A31C0-day-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const csv = readFileSync(path, 'utf8');
    // A header row with units, then one row per quarter-hour of a whole past day.
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThanOrEqual(93);
  });

  it('says "no data to display" for an empty year and shows a failed load with a retry', async () => {
    const page = await englishHistory('phone');
    await page.getByRole('radio', { name: 'Year' }).check();
    await page.getByRole('heading', { name: words.en.month }).waitFor();
    // The demo's history reaches a year back: two years back is empty.
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('heading', { name: 'No data to display' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fullScreenshot(page, 'monitoring-history-empty-en-phone');

    let failing = true;
    // The service worker fetches the history (it keeps it for offline): only the context's routes
    // see what the worker asks.
    await page
      .context()
      .route('**/api/monitoring/history/**', (route) =>
        failing
          ? route.fulfill({ status: 500, json: { errors: [{ code: 'INTERNAL', message: 'x' }] } })
          : route.fallback(),
      );
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('heading', { name: 'Your history could not be loaded' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fullScreenshot(page, 'monitoring-history-error-en-phone');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No data to display' }).waitFor();
  });

  it('keeps Chart.js out of index.html and its first chunks', async () => {
    const dist = join(import.meta.dirname, '../apps/web/dist');
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...index.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((script) => /charts-/.test(script))).toBe(false);
    for (const script of scripts) {
      const code = readFileSync(join(dist, script), 'utf8');
      // Chart.js's adapter notice and Luxon's invalid-date text survive minification.
      expect(code, script).not.toMatch(/complete date adapter|Invalid DateTime/);
    }
  });
});
