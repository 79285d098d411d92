/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The first screen the server paints (decision 059) in Debian's Chromium: signed in, each tenant's
// /installations in nl, fr and en at phone and desktop width, once as the HTML alone paints it
// (JavaScript off: the shell with the navigation for the width, the intro, a spinner for the list)
// and once with the app, which hydrates that HTML (every browser test fails on a difference,
// support/hydration-watch.ts) and shows the list below the intro without moving it. A visitor's
// /installations is left to the browser, which sends them to sign in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enTexts from '../apps/web/src/locales/en/installations.json' with { type: 'json' };
import frTexts from '../apps/web/src/locales/fr/installations.json' with { type: 'json' };
import nlTexts from '../apps/web/src/locales/nl/installations.json' with { type: 'json' };
import { quiet, screenshot } from './support/browser.ts';
import { useBrowserSuite, type Viewport } from './support/browser-suite.ts';
import { waitForLoginForm } from './support/identity.ts';

const intros = { nl: nlTexts.list.intro, fr: frTexts.list.intro, en: enTexts.list.intro };
const languages = ['nl', 'fr', 'en'] as const;

/** The intro's box on the screen, and which navigation shows. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const shown = (label: string) =>
      [...document.querySelectorAll(`nav[aria-label="${label}"]`)].filter(
        (nav) => nav.getBoundingClientRect().height > 0,
      ).length;
    // Measured from #root's top: without JavaScript, index.html's <noscript> line shows above it.
    const top = document.getElementById('root')?.getBoundingClientRect().top ?? 0;
    const intro = document.querySelector('main p')?.getBoundingClientRect();
    const nav = document.querySelector('nav')?.getAttribute('aria-label') ?? '';
    return {
      intro: intro && [intro.x, intro.y - top, intro.width, intro.height].map(Math.round),
      navigationsShown: shown(nav),
      sideBarShown: (document.querySelector('nav')?.getBoundingClientRect().height ?? 0) > 0,
      firstScreen: document.getElementById('root')?.getAttribute('data-first-screen'),
    };
  });
}

describe('the first screen the server paints', () => {
  const suite = useBrowserSuite();

  describe.each(['demo', 'helios'] as const)('%s', (tenant) => {
    it.each(['phone', 'desktop'] as const)(
      'paints /installations from HTML and hydrates it at the %s width, in nl, fr and en',
      async (viewport: Viewport) => {
        const page = await suite.signedIn(viewport, tenant, '/installations');
        const noScript = await suite.newPage(viewport, {
          javaScriptEnabled: false,
          storageState: await page.context().storageState(),
        });
        for (const language of languages) {
          const url = suite.server().url(tenant, `/installations?lang=${language}`);
          await noScript.goto(url);
          const painted = await layoutOf(noScript);
          expect(painted.firstScreen).toBe('painted');
          expect(painted.navigationsShown).toBe(1);
          expect(painted.sideBarShown).toBe(viewport === 'desktop');
          expect(await noScript.locator('main p').textContent()).toBe(intros[language]);
          expect(await noScript.getAttribute('html', 'lang')).toBe(language);
          await screenshot(noScript, `first-screen-html-${tenant}-${language}-${viewport}`);

          await page.goto(url);
          await page.locator('main li').first().waitFor();
          await quiet(page);
          const hydrated = await layoutOf(page);
          expect(hydrated.firstScreen).toBe('hydrated');
          expect(hydrated.navigationsShown).toBe(1);
          expect(hydrated.sideBarShown).toBe(viewport === 'desktop');
          // Nothing the server painted moved when the app took over and the list came in.
          expect(hydrated.intro).toEqual(painted.intro);
          await screenshot(page, `first-screen-hydrated-${tenant}-${language}-${viewport}`);
        }
      },
    );
  });

  it('leaves a visitor without a session to the browser, which asks them to sign in', async () => {
    const url = suite.server().url('demo', '/installations');
    const noScript = await suite.newPage('phone', { javaScriptEnabled: false });
    await noScript.goto(url);
    expect(await noScript.locator('#root').innerHTML()).toBe('');
    const page = await suite.newPage('phone');
    await page.goto(url);
    await waitForLoginForm(page);
  });
});
