/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The navigation of a signed-in customer (side bar on desktop; bottom bar, profile menu and
// home-view buttons on the phone) for both tenants, signed in through the real login page against
// the real server and its demo data.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousAxeViolations, settled } from './support/browser.ts';
import { useBrowserSuite, type Viewport } from './support/browser-suite.ts';
import { type DemoTenant, waitForLoginForm } from './support/identity.ts';

describe('signed-in navigation in Chromium', () => {
  const suite = useBrowserSuite();
  const server = () => suite.server();

  async function signedIn(
    viewport: Viewport,
    tenant: DemoTenant,
    monitoringFlag: boolean,
    { ownSession = false } = {},
  ): Promise<Page> {
    const page = ownSession
      ? await suite.signedInOwnSession(viewport, tenant)
      : await suite.signedIn(viewport, tenant);
    if (monitoringFlag) {
      await page.evaluate(() => localStorage.setItem('monitoring.enabled', 'true'));
    }
    return page;
  }

  /** Opens the installations and resolves to the number of rows the API answered. */
  async function openInstallations(page: Page, tenant: DemoTenant, language: string) {
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/installations/'),
    );
    await page.goto(server().url(tenant, `/installations?lang=${language}`));
    const body = (await (await answer).json()) as { data: unknown[] };
    return body.data.length;
  }

  it('shows the demo side bar with every feature and the monitoring group (desktop, nl)', async () => {
    const page = await signedIn('desktop', 'demo', true);
    const rows = await openInstallations(page, 'demo', 'nl');
    expect(rows).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    for (const label of [
      'Installaties',
      'Overzicht',
      'Documenten',
      'Vrienden aanbrengen',
      'Monitoring',
      'Inzichten',
      'Historiek',
      'Hulp',
      'Mijn account',
    ]) {
      await expect
        .poll(() => nav.getByRole('link', { name: label, exact: true }).count(), { message: label })
        .toBe(1);
    }
    await expect
      .poll(() => page.getByRole('list', { name: 'Installaties' }).getByRole('listitem').count())
      .toBe(rows);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mijn installaties');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'installations-demo-nl-desktop');
  });

  it('keeps the side bar on every page of the customer on a desktop (demo, en)', async () => {
    const page = await signedIn('desktop', 'demo', false);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const path of ['/dashboard', '/notifications', '/account', '/support', '/loyalty']) {
      await page.goto(server().url('demo', `${path}?lang=en`));
      await expect
        .poll(() => nav.getByRole('link', { name: 'Installations', exact: true }).isVisible(), {
          message: path,
        })
        .toBe(true);
    }
    await page.goto(server().url('demo', '/installations/invoicedetail/9?lang=en'));
    await expect.poll(() => nav.getByRole('link', { name: 'Documents' }).isVisible()).toBe(true);
  });

  it('leaves loyalty and monitoring out for helios (desktop, fr)', async () => {
    const page = await signedIn('desktop', 'helios', true);
    await openInstallations(page, 'helios', 'fr');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Installations', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Parrainer des amis' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Monitoring' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Aide', exact: true }).count()).toBe(1);
    await screenshot(page, 'installations-helios-fr-desktop');
  });

  it('uses the bottom bar, monitoring sub-bar and profile menu on a phone (demo, en)', async () => {
    // It logs out at the end, which ends the session: a session of its own.
    const page = await signedIn('phone', 'demo', true, { ownSession: true });
    await openInstallations(page, 'demo', 'en');
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    await bar.getByRole('link', { name: 'Installations' }).waitFor();
    // Home view: loyalty and notifications buttons in the top bar.
    expect(await page.getByRole('link', { name: 'Refer friends' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /^Notifications/ }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'installations-demo-en-phone');

    await bar.getByRole('button', { name: 'Monitoring' }).click();
    await bar.getByRole('link', { name: 'Insights' }).waitFor();
    await settled(page); // the colour transitions end before the screenshot
    await screenshot(page, 'monitoring-sub-bar-demo-en-phone');
    await bar.getByRole('link', { name: 'History' }).click();
    await page.waitForURL((url) => url.pathname === '/monitoring/history');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('History');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    for (const item of ['My account', 'Documents', 'Log out']) {
      await expect.poll(() => page.getByRole('menuitem', { name: item }).count()).toBe(1);
    }
    await settled(page); // the menu has faded in
    await screenshot(page, 'profile-menu-demo-en-phone');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // The provider ends its session and sends the browser back to /login, which asks again.
    await waitForLoginForm(page);
    expect(await page.evaluate(() => localStorage.getItem('User'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('monitoring.enabled'))).toBeNull();
  });

  it('goes back through the route history with the top bar back button (helios, phone, nl)', async () => {
    const page = await signedIn('phone', 'helios', false);
    await openInstallations(page, 'helios', 'nl');
    await page.getByRole('list', { name: 'Installaties' }).getByRole('link').first().click();
    await page.waitForURL((url) => /^\/installations\/\d+$/.test(url.pathname));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Installatie');
    await screenshot(page, 'installation-detail-helios-nl-phone');
    await page.getByRole('button', { name: 'Terug' }).click();
    await page.waitForURL((url) => url.pathname === '/installations');
    // Going back to the second-to-last entry removed the last one (spec §2).
    const history = () =>
      page.evaluate(() =>
        (
          JSON.parse(sessionStorage.getItem('history') ?? '{"payload":[]}').payload as {
            fullPath: string;
          }[]
        ).map((entry) => entry.fullPath),
      );
    await expect.poll(async () => (await history()).at(-1)).toBe('/installations?lang=nl');
    expect((await history()).some((path) => /^\/installations\/\d+/.test(path))).toBe(false);
  });
});
