/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Tracking consent and the install dialog (decisions 041, 045) in Chromium, for Jan Peeters of demo
// (the tenant with a tag-manager id): the consent banner shows and nothing is tracked until it is
// answered (refused: no tag-manager script and no data layer; accepted: the script is requested and
// page views are recorded), and the answer holds; the install dialog opens on a returning visit for
// a synthetic beforeinstallprompt event, installs through its prompt() or is declined for 90 days;
// the new top bar actions and the dashboard entry are there. Every new state axe-clean, with
// screenshots at 390 and 1280 px in nl, fr and en.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, quiet, screenshot, watchRequests } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

const languages = ['nl', 'fr', 'en'] as const;
const viewports = ['phone', 'desktop'] as const;
const DAY_MS = 86_400_000;

const words = {
  nl: { banner: 'Cookies en statistieken', install: 'Installeer het portaal als app' },
  fr: { banner: 'Cookies et statistiques', install: 'Installez le portail comme une app' },
  en: { banner: 'Cookies and statistics', install: 'Install the portal as an app' },
};
const topBar = {
  nl: { download: 'Downloaden', home: 'Naar mijn installaties', loyalty: 'Vrienden aanbrengen' },
  fr: { download: 'Télécharger', home: 'Vers mes installations', loyalty: 'Parrainer des amis' },
  en: { download: 'Download', home: 'To my installations', loyalty: 'Refer friends' },
};

type DataLayer = { event?: unknown; page_path?: unknown }[] | undefined;
const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: DataLayer }).dataLayer ?? null);
const pageViews = async (page: Page) =>
  ((await dataLayerOf(page)) ?? []).flatMap((item) =>
    item.event === 'page_view' ? [item.page_path] : [],
  );
/** Answers the tracking question as refused, for tests of other things. */
const refuseTracking = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem('trackingConsent', JSON.stringify({ expiry: 9e15, payload: 'refused' })),
  );

const gtmScripts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length);

/** A beforeinstallprompt as Chromium fires it, with prompt() and userChoice stubbed. */
function dispatchInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

describe('tracking consent and the install dialog in Chromium', () => {
  const suite = useBrowserSuite({ questionsAnswered: false });
  const url = (path: string) => suite.server().url('demo', path);

  it('shows the consent banner over the first page in nl, fr and en at both widths', async () => {
    for (const viewport of viewports) {
      const page = await suite.signedIn(viewport, 'demo', '/installations?lang=nl');
      for (const language of languages) {
        await page.goto(url(`/installations?lang=${language}`));
        const banner = page.getByRole('region', { name: words[language].banner });
        await banner.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `consent-banner-${language}-${viewport}`);
      }
      // Unanswered: still nothing tracked.
      expect(await dataLayerOf(page)).toBeNull();
      expect(await gtmScripts(page)).toBe(0);
    }
  });

  it('tracks nothing after a refusal, and the refusal holds', async () => {
    const page = await suite.signedIn('phone', 'demo', '/installations?lang=en');
    const gtm: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) gtm.push(request.url());
    });
    const banner = page.getByRole('region', { name: words.en.banner });
    await banner.getByRole('button', { name: 'Refuse' }).click();
    await banner.waitFor({ state: 'detached' });
    // The pages from here on run on Playwright's clock (it fakes requestIdleCallback too), so the
    // test moves their time on instead of waiting for it.
    await page.clock.install();
    await page.goto(url('/documents'));
    await page.goto(url('/installations'));
    await page.getByRole('heading', { name: 'My installations' }).first().waitFor();
    await quiet(page);
    // Longer than the tag manager's idle wait (requestIdleCallback, at most 5 s); then whatever
    // that would have requested or rendered has had its time.
    await page.clock.runFor(5_500);
    await quiet(page);
    expect(await dataLayerOf(page)).toBeNull();
    expect(await gtmScripts(page)).toBe(0);
    expect(gtm).toEqual([]);
    expect(await banner.count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('trackingConsent'));
    const { expiry, payload } = JSON.parse(stored ?? '{}');
    expect(payload).toBe('refused');
    expect(Math.round((expiry - Date.now()) / DAY_MS)).toBe(180);
  });

  it('loads the tag manager and records page views once accepted, changeable on the account page', async () => {
    const page = await suite.signedIn('desktop', 'demo', '/installations?lang=en');
    // The demo runs offline: the container is refused here, as Google would an unknown one.
    await page.route(/googletagmanager\.com/, (route) => route.abort());
    const requested = page.waitForRequest(/googletagmanager\.com\/gtm\.js\?id=GTM-ZW2026D/);
    await page
      .getByRole('region', { name: words.en.banner })
      .getByRole('button', { name: 'Accept' })
      .click();
    await requested;
    await page.getByRole('link', { name: 'Documents' }).first().click();
    await page.waitForURL((address) => address.pathname === '/documents');
    await expect.poll(() => pageViews(page)).toEqual(['/installations?lang=en', '/documents']);

    await page.goto(url('/account'));
    const choice = page.getByRole('switch', { name: 'Usage statistics' });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);
    await choice.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'consent-account-en-desktop');
    await choice.click();
    await page.getByText('You do not allow usage statistics.').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('trackingConsent'));
    expect(JSON.parse(stored ?? '{}').payload).toBe('refused');
  });

  it('offers installing on a returning visit, in nl, fr and en at both widths; a decline holds 90 days', async () => {
    for (const viewport of viewports) {
      for (const language of languages) {
        const first = await suite.signedIn(viewport, 'demo', `/installations?lang=${language}`);
        await refuseTracking(first);
        // The shared sign-in counted a visit of its own: this tab is the first one.
        await first.evaluate(() => localStorage.setItem('visitCount', '1'));
        // The dialog's delay runs on Playwright's clock in every page of this context from here
        // on: the test moves the pages' time on instead of waiting for it.
        const clock = first.context().clock;
        await clock.install();
        const once = viewport === 'desktop' && language === 'en';
        if (once) {
          // The first visit (a reload stays in the session), on the clock from its start: the
          // event is kept, no dialog once the dialog's own delay has passed.
          await first.reload();
          await first.locator('main li').first().waitFor();
          await dispatchInstallPrompt(first, 'dismissed');
          await clock.runFor(3_500);
          await quiet(first);
          expect(await first.getByRole('dialog').count()).toBe(0);
        }
        // A new tab is a new visit: the second one.
        const page = await first.context().newPage();
        await watchRequests(page);
        await page.goto(url(`/installations?lang=${language}`));
        await page.locator('main li').first().waitFor();
        await quiet(page);
        // The clock stands still from here, so the delay is counted from the event on: not a
        // millisecond before its 3 s is the dialog there.
        await clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        await dispatchInstallPrompt(page, 'dismissed');
        await clock.runFor(2_999);
        // The page's time stands still, so a page that does not go still is one that reacted
        // (the dialog's code loading, the dialog rendering) before the delay was over.
        const stillBeforeTheDelay = await quiet(page, 150, 3_000).then(
          () => true,
          () => false,
        );
        expect(stillBeforeTheDelay, 'the page reacted before the 3 s delay').toBe(true);
        const dialog = page.getByRole('dialog', { name: words[language].install });
        expect(await dialog.count()).toBe(0);
        await clock.runFor(1);
        await clock.resume();
        await dialog.waitFor({ timeout: 10_000 });
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `install-dialog-${language}-${viewport}`);
        if (!once) {
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          continue;
        }
        await dialog.getByRole('button', { name: 'Not now' }).click();
        await dialog.waitFor({ state: 'detached' });
        const stored = await page.evaluate(() => localStorage.getItem('installPromptDeclined'));
        expect(Math.round((JSON.parse(stored ?? '{}').expiry - Date.now()) / DAY_MS)).toBe(90);
        const third = await page.context().newPage();
        await watchRequests(third);
        await third.goto(url('/installations?lang=en'));
        await third.locator('main li').first().waitFor();
        await dispatchInstallPrompt(third, 'dismissed');
        await clock.runFor(4_000);
        await quiet(third);
        expect(await third.getByRole('dialog').count()).toBe(0);
      }
    }
  });

  it("installs through the browser's prompt when accepted", async () => {
    const first = await suite.signedIn('phone', 'demo', '/installations?lang=en');
    await refuseTracking(first);
    await first.evaluate(() => localStorage.setItem('visitCount', '1'));
    const page = await first.context().newPage();
    await page.goto(url('/installations?lang=en'));
    await page.locator('main li').first().waitFor();
    await dispatchInstallPrompt(page, 'accepted');
    const dialog = page.getByRole('dialog', { name: words.en.install });
    await dialog.getByRole('button', { name: 'Install' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('installPromptDeclined'))).toBeNull();
  });

  it('has the dashboard entry and the top bar actions in nl, fr and en at both widths', async () => {
    for (const viewport of viewports) {
      const page = await suite.signedIn(viewport, 'demo', '/installations?lang=nl');
      await refuseTracking(page);
      for (const language of languages) {
        const words = topBar[language];
        await page.goto(url(`/installations?lang=${language}`));
        await page.locator('main li').first().waitFor();
        if (viewport === 'desktop') {
          await page
            .getByRole('navigation')
            .getByRole('link', { name: /Overzicht|Aperçu|Overview/ })
            .click();
        } else {
          await page
            .getByRole('button', { name: /Profielmenu|Menu du profil|Profile menu/ })
            .click();
          await page.getByRole('menuitem', { name: /Overzicht|Aperçu|Overview/ }).click();
        }
        await page.waitForURL((address) => address.pathname === '/dashboard');
        const bar = page.getByRole('banner');
        await bar.getByRole('link', { name: words.loyalty }).waitFor();
        await bar.getByRole('link', { name: words.home }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `top-bar-dashboard-${language}-${viewport}`);

        await page.goto(url(`/installations/offerdetail/4_3?lang=${language}`));
        await bar.getByRole('button', { name: words.download, exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `top-bar-offer-${language}-${viewport}`);
      }
    }
  });

  it('shares the document from the top bar where the browser can share files', async () => {
    const page = await suite.signedIn('phone', 'demo', '/installations?lang=en');
    await refuseTracking(page);
    await page.context().addInitScript(() => {
      const shared: string[] = [];
      Object.assign(window, { shared });
      navigator.canShare = () => true;
      navigator.share = async (data?: ShareData) => {
        shared.push(...(data?.files ?? []).map((file) => file.name));
      };
    });
    await page.goto(url('/installations/invoicedetail/9?lang=en'));
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: 'Download', exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared))
      .toEqual([expect.stringMatching(/\.pdf$/)]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'top-bar-invoice-share-en-phone');

    await page.goto(url('/support/createissue?lang=en'));
    await bar.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((address) => address.pathname === '/support');
  });
});
