/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The portal shell in Debian's Chromium against the real server: both demo tenants, phone and
// desktop widths, nl/fr/en; tenant branding (colour, logo, texts); the 404 page; the feature and
// auth guards; axe-core on the public pages; and the signed-in navigation with a stored User
// entry (the identity layer is a later issue). Screenshots go to .screenshots/.
import { type PortalConfig, portalConfigSchema } from '@portal/contract/portal';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginPageTexts } from '../apps/server/src/platform/identity/login-page-texts.ts';
import enPages from '../apps/web/src/locales/en/pages.json' with { type: 'json' };
import frPages from '../apps/web/src/locales/fr/pages.json' with { type: 'json' };
import nlPages from '../apps/web/src/locales/nl/pages.json' with { type: 'json' };
import { screenshot, seriousAxeViolations, viewports } from './support/browser.ts';
import { useBrowserSuite, type Viewport } from './support/browser-suite.ts';
import { waitForLoginForm } from './support/identity.ts';

const tenants = ['demo', 'helios'] as const;
const languages = ['nl', 'fr', 'en'] as const;
const pages = { nl: nlPages, fr: frPages, en: enPages };
type Tenant = (typeof tenants)[number];

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('portal shell in Chromium', () => {
  const suite = useBrowserSuite();
  const configs = {} as Record<Tenant, PortalConfig>;
  const pageErrors: string[] = [];

  async function open(viewport: Viewport): Promise<Page> {
    const page = await suite.newPage(viewport);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return page;
  }

  async function heading(page: Page): Promise<string> {
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    return (await h1.textContent())?.trim() ?? '';
  }

  beforeAll(async () => {
    for (const tenant of tenants) {
      const response = await fetch(`http://127.0.0.1:${suite.server().port}/api/portal/config`, {
        headers: { 'x-subdomain': tenant },
      });
      configs[tenant] = portalConfigSchema.parse((await response.json()).data);
    }
  });

  describe.each(tenants)('landing page of %s', (tenant) => {
    it.each(
      languages.flatMap((language) =>
        (['phone', 'desktop'] as const).map((viewport) => [language, viewport] as const),
      ),
    )('renders in %s at the %s width with the tenant branding', async (language, viewport) => {
      const config = configs[tenant];
      const page = await open(viewport);
      await page.goto(suite.server().url(tenant, `/?lang=${language}`));

      expect(await heading(page)).toBe(config.texts[language]?.welcomeTitle);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const logo = page.locator(`img[src="${config.logo.url}"]`);
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const cta = page.locator('main a[href="/installations"]');
      expect(await cta.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        rgb(config.colors.primary),
      );
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      await screenshot(page, `landing-${tenant}-${language}-${viewport}`);
    });
  });

  it('gives the two tenants different primary colours and logos', () => {
    expect(configs.demo.colors.primary).not.toBe(configs.helios.colors.primary);
    expect(configs.demo.logo.url).not.toBe(configs.helios.logo.url);
  });

  it.each([
    ['demo', 'nl', 'desktop'],
    ['helios', 'fr', 'phone'],
    ['demo', 'en', 'phone'],
  ] as const)('shows the 404 page on %s in %s (%s)', async (tenant, language, viewport) => {
    const page = await open(viewport);
    await page.goto(suite.server().url(tenant, `/no/such/page?lang=${language}`));
    expect(await heading(page)).toBe(pages[language].notFound.title);
    await expect.poll(() => page.getByText(pages[language].notFound.emptyTitle).count()).toBe(1);
    await screenshot(page, `not-found-${tenant}-${language}-${viewport}`);
  });

  it('sends /loyalty on helios (no loyalty feature) to /', async () => {
    const page = await open('desktop');
    await page.goto(suite.server().url('helios', '/loyalty?lang=fr'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await heading(page)).toBe(configs.helios.texts.fr?.welcomeTitle);
  });

  it('opens /loyalty on demo, which has the feature', async () => {
    const page = await open('phone');
    await page.goto(suite.server().url('demo', '/loyalty?lang=nl'));
    expect(await heading(page)).toBe(pages.nl.loyalty.title);
    expect(new URL(page.url()).pathname).toBe('/loyalty');
    await screenshot(page, 'loyalty-demo-nl-phone');
  });

  it.each(['demo', 'helios'] as const)(
    'sends a visitor on an auth route of %s to /login',
    async (tenant) => {
      const page = await open('desktop');
      await page.goto(suite.server().url(tenant, '/installations?lang=en'));
      await page.waitForURL((url) => url.pathname === '/login');
      // The return-to is the full path asked for, language included.
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/installations?lang=en');
      // /login sends the browser to the provider, which comes back with the login form.
      await waitForLoginForm(page);
      expect(await heading(page)).toBe(loginPageTexts.en.heading);
      await screenshot(page, `login-${tenant}-en-desktop`);
    },
  );

  it.each(
    tenants.flatMap((tenant) =>
      (['/', '/no/such/page', '/login'] as const).flatMap((path) =>
        (['phone', 'desktop'] as const).map((viewport) => [tenant, path, viewport] as const),
      ),
    ),
  )('has no serious accessibility violations on %s %s (%s)', async (tenant, path, viewport) => {
    const page = await open(viewport);
    await page.goto(suite.server().url(tenant, path));
    if (path === '/login') await waitForLoginForm(page);
    await heading(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
