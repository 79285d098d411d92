/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Tracking consent and the install dialog (decisions 041, 045, 077) in Chromium. The demo tenant is
// given a tag-manager container by the operator's command, loaded from a stand-in container script
// this test serves on 127.0.0.1 (the server's TAG_MANAGER_ORIGIN): the consent banner shows for Jan
// Peeters, and before an answer nothing requests or runs the container; refused, nothing ever does;
// accepted, the container runs under the page's policy without a violation and page views are
// recorded; the answer holds and can be changed on the account page. Helios, without a container,
// never shows the banner and stores nothing. The install dialog opens on a returning visit for
// a synthetic beforeinstallprompt event, installs through its prompt() or is declined for 90 days;
// the new top bar actions and the dashboard entry are there. Every new state axe-clean, with
// screenshots at 390 and 1280 px in nl, fr and en.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, quiet, screenshot, watchRequests } from './support/browser.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

const languages = ['nl', 'fr', 'en'] as const;
const viewports = ['phone', 'desktop'] as const;
const DAY_MS = 86_400_000;
const CONTAINER = 'GTM-STANDIN1';

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

/** What the stand-in container does when it runs: a flag and an event in the data layer. */
const standInContainer = `window.standInRan = (window.standInRan || 0) + 1;
(window.dataLayer = window.dataLayer || []).push({ event: 'stand-in-loaded' });`;

type DataLayer = { event?: unknown; page_path?: unknown }[] | undefined;
const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: DataLayer }).dataLayer ?? null);
const pageViews = async (page: Page) =>
  ((await dataLayerOf(page)) ?? []).flatMap((item) =>
    item.event === 'page_view' ? [item.page_path] : [],
  );
const standInRuns = (page: Page) =>
  page.evaluate(() => (window as unknown as { standInRan?: number }).standInRan ?? 0);
/** Answers the tracking question as refused, for tests of other things. */
const refuseTracking = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem('trackingConsent', JSON.stringify({ expiry: 9e15, payload: 'refused' })),
  );

/** Every violation of the page's policy, from the page's own event and from the console. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    )),
  ];
}

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
  // The stand-in container: every request to it counted, whoever asks.
  const containerRequests: string[] = [];
  let container: Server;
  let containerOrigin = '';
  beforeAll(async () => {
    container = createServer((request, response) => {
      containerRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(standInContainer);
    });
    await new Promise<void>((done) => container.listen(0, '127.0.0.1', done));
    containerOrigin = `http://127.0.0.1:${(container.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => container.close(() => done())));

  const suite = useBrowserSuite({
    questionsAnswered: false,
    server: () => ({ env: { TAG_MANAGER_ORIGIN: containerOrigin } }),
    // As an operator would, before any page asked for the tenant (nothing cached it yet).
    prepare: async (server) => {
      const command = spawnSync(
        process.execPath,
        ['scripts/tenant.ts', 'update', 'demo', '--tag-manager-id', CONTAINER],
        { env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
      );
      expect(command.status, command.stderr).toBe(0);
    },
  });
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
      // Unanswered: still nothing tracked, nothing requested or run.
      expect(await dataLayerOf(page)).toBeNull();
      expect(await standInRuns(page)).toBe(0);
    }
    expect(containerRequests).toEqual([]);
  });

  it('neither requests nor runs the container before an answer, nor after a refusal, which holds', async () => {
    const page = await suite.signedIn('phone', 'demo', '/installations?lang=en');
    const banner = page.getByRole('region', { name: words.en.banner });
    await banner.waitFor();
    // The pages from here on run on Playwright's clock (it fakes requestIdleCallback too), so the
    // test moves their time on instead of waiting for it: longer than the tag manager's idle wait
    // (requestIdleCallback, at most 5 s), so whatever it would have loaded has had its time.
    await page.clock.install();
    await page.reload();
    await banner.waitFor();
    await quiet(page);
    await page.clock.runFor(5_500);
    await quiet(page);
    expect(await standInRuns(page)).toBe(0);
    expect(await dataLayerOf(page)).toBeNull();
    expect(containerRequests).toEqual([]);

    await banner.getByRole('button', { name: 'Refuse' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.goto(url('/documents'));
    await page.goto(url('/installations'));
    await page.getByRole('heading', { name: 'My installations' }).first().waitFor();
    await quiet(page);
    await page.clock.runFor(5_500);
    await quiet(page);
    expect(await dataLayerOf(page)).toBeNull();
    expect(await standInRuns(page)).toBe(0);
    expect(containerRequests).toEqual([]);
    expect(await banner.count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('trackingConsent'));
    const { expiry, payload } = JSON.parse(stored ?? '{}');
    expect(payload).toBe('refused');
    expect(Math.round((expiry - Date.now()) / DAY_MS)).toBe(180);
  });

  it('runs the container once accepted, within the policy, and records page views; changeable on the account page', async () => {
    const page = await suite.signedIn('desktop', 'demo', '/installations?lang=en');
    // Watched from a fresh load on: the listener is in the page before any script of it runs.
    const violations = await watchPolicy(page);
    await page.reload();
    const banner = page.getByRole('region', { name: words.en.banner });
    await banner.waitFor();
    expect(containerRequests).toEqual([]);
    const requested = page.waitForRequest(`${containerOrigin}/gtm.js?id=${CONTAINER}`);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await requested;
    await expect.poll(() => standInRuns(page)).toBe(1);
    expect(containerRequests).toEqual([`/gtm.js?id=${CONTAINER}`]);
    const events = ((await dataLayerOf(page)) ?? []).map((item) => item.event);
    expect(events).toContain('stand-in-loaded');
    await page.getByRole('link', { name: 'Documents' }).first().click();
    await page.waitForURL((address) => address.pathname === '/documents');
    await expect.poll(() => pageViews(page)).toEqual(['/installations?lang=en', '/documents']);
    expect(await violations()).toEqual([]);

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
    expect(await violations()).toEqual([]);
  });

  it('asks nothing and stores nothing for a tenant without a container', async () => {
    // Those of demo's accepted container before are not this tenant's.
    const before = containerRequests.length;
    for (const viewport of viewports) {
      const page = await suite.signedIn(viewport, 'helios', '/installations?lang=fr');
      await page.locator('main li').first().waitFor();
      await quiet(page);
      expect(await page.getByRole('region', { name: words.fr.banner }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('trackingConsent'))).toBeNull();
      expect(await dataLayerOf(page)).toBeNull();
    }
    expect(containerRequests.slice(before)).toEqual([]);
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
