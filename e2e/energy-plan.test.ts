/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Tomorrow's energy plan in Chromium against the real portal server and its demo seed (Jan's plan
// for his flexio device): the plan's page and the dashboard's card in nl, fr and en at phone and
// desktop width, axe-clean, with screenshots to look at; on a 390 px phone nothing on the page
// scrolls sideways but the chart and its table in their own box, and each load is a card of its own.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshotDir } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';
import { chooseFlexio } from './support/sweep-routes.ts';

const words = {
  nl: { card: 'Uw energieplan voor morgen', loads: 'Geplande verbruikers', column: 'Besparing' },
  fr: { card: 'Votre plan énergie pour demain', loads: 'Appareils planifiés', column: 'Économie' },
  en: { card: 'Your energy plan for tomorrow', loads: 'Planned loads', column: 'Saving' },
} as const;

/** How the loads table lays out: its width against its box's, and its first load row's cells. */
const loadsLayout = (page: Page, caption: string) =>
  page.evaluate((name) => {
    const table = [...document.querySelectorAll('table')].find(
      (candidate) => candidate.querySelector('caption')?.textContent === name,
    );
    const row = table?.querySelector('tbody tr');
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((cell) =>
      cell.getBoundingClientRect(),
    );
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      tableOverflow: (table?.scrollWidth ?? 0) - (table?.parentElement?.clientWidth ?? 0),
      /** Whether the row's cells sit one under the other (a card) or side by side (a table). */
      stacked: cells.every((cell, index) => index === 0 || cell.top > (cells[index - 1]?.top ?? 0)),
      cellLabelsShown: [...(row?.querySelectorAll('td [aria-hidden="true"]') ?? [])].map(
        (label) => getComputedStyle(label).display !== 'none',
      ),
    };
  }, caption);

describe('the energy plan in Chromium (real server, demo seed)', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => suite.server().url('demo', path);

  it('reads on a phone without sideways scrolling and as a table on a desktop, axe-clean', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await suite.signedIn(viewport, 'demo');
      await chooseFlexio(page);
      for (const language of ['nl', 'fr', 'en'] as const) {
        const text = words[language];
        await page.goto(url(`/monitoring/plan?lang=${language}`));
        await page.getByRole('table', { name: text.loads }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const layout = await loadsLayout(page, text.loads);
        expect(layout.pageOverflow).toBeLessThanOrEqual(0);
        expect(layout.tableOverflow).toBeLessThanOrEqual(0);
        expect(layout.stacked).toBe(viewport === 'phone');
        expect(layout.cellLabelsShown.every((shown) => shown === (viewport === 'phone'))).toBe(
          true,
        );
        // The stacked cells keep their table semantics: the column header still names them.
        const saving = page
          .getByRole('table', { name: text.loads })
          .getByRole('columnheader', { name: text.column });
        expect(await saving.count()).toBe(1);
        await page.screenshot({
          path: join(screenshotDir, `energy-plan-${language}-${viewport}.png`),
          fullPage: true,
        });
        // The loads and the note under them up close (the full page is scaled down to look at).
        await page
          .getByRole('table', { name: text.loads })
          .locator('xpath=../..')
          .screenshot({
            path: join(screenshotDir, `energy-plan-loads-${language}-${viewport}.png`),
          });

        await page.goto(url(`/dashboard?lang=${language}`));
        await page.getByRole('region', { name: text.card }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('region', { name: text.card }).screenshot({
          path: join(screenshotDir, `energy-plan-card-${language}-${viewport}.png`),
        });
      }
    }
  });
});
