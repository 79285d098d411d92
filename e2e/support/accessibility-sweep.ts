/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// The accessibility sweep of one width: axe-core, every impact level, on every page of
// sweep-routes.ts in nl, fr and en. Built for speed: one signed-in page per language that moves
// between routes client-side (as the customer's clicks do: no reload, axe injected once), one
// signed-out page for the public pages, and one axe run per page once it is still. Every
// violation of every page is collected before the test fails, so one run shows all of them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import frCommon from '../../apps/web/src/locales/fr/common.json' with { type: 'json' };
import nlCommon from '../../apps/web/src/locales/nl/common.json' with { type: 'json' };
import { type AxeViolation, axeViolations } from './browser.ts';
import type { BrowserSuite, Viewport } from './browser-suite.ts';
import { invitedCustomer, latestMail, linkIn, waitForLoginForm } from './identity.ts';
import {
  chooseFlexio,
  heliosPages,
  type SweepPage,
  signedInPages,
  signedOutPages,
} from './sweep-routes.ts';

const languages = ['nl', 'fr', 'en'] as const;
type Language = (typeof languages)[number];
const common = { nl: nlCommon, fr: frCommon, en: enCommon };

/**
 * The paths of the web app's route table, read from its source: the module itself resolves its
 * imports the bundler's way, which the test runner's TypeScript settings do not follow.
 */
function routeTablePaths(): string[] {
  const source = readFileSync(
    resolve(import.meta.dirname, '../../apps/web/src/app/route-table.ts'),
    'utf8',
  );
  return [...source.matchAll(/^\s+path: '([^']+)',$/gm)].flatMap((match) => match[1] ?? []);
}

/** A customer whose reset link the sweep opens (it never sets the new password). */
const resetCustomer = 'marie.claes@example.be';

const withLanguage = (path: string, language: Language) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/** Moves the single-page app to `path` as a link would: a history entry, then the router's turn. */
async function startNavigation(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Navigates client-side and waits until the router has shown the page: the app records every
 * page it shows in its route history (spec §2, session storage `history`), after the router's
 * guards and loaders are done, so the still-page wait after it measures the new page.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const target = new URL(path, page.url());
  const fullPath = `${target.pathname}${target.search}`;
  await startNavigation(page, fullPath);
  await page.waitForFunction(
    (expected) => {
      const stored = JSON.parse(sessionStorage.getItem('history') ?? '{"payload":[]}') as {
        payload: { fullPath: string }[];
      };
      return stored.payload.at(-1)?.fullPath === expected;
    },
    fullPath,
    { polling: 20 },
  );
}

/** One line per violation, readable in a failed test's diff. */
function describeViolations(path: string, violations: AxeViolation[]): string[] {
  return violations.map(
    ({ id, impact, help, nodes }) =>
      `${path}: ${id} (${impact}) ${help} — ${nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}

/** Audits the page once it shows `shows` (its data is there) and is still (axeViolations). */
async function audit(page: Page, path: string, shows?: RegExp | string): Promise<string[]> {
  if (shows) await page.getByText(shows).first().waitFor();
  return describeViolations(path, await axeViolations(page));
}

/** Audited by the signed-out sweep beyond signedOutPages (their addresses are built there). */
const linkAndLoginPages = [
  { route: '/confirmregistration' },
  { route: '/resetpassword' },
  { route: '/login' },
];

export function sweepAccessibility(suite: BrowserSuite, viewport: Viewport): void {
  const links = { confirm: '', reset: '' };

  beforeAll(async () => {
    const server = suite.server();
    const invitation = latestMail(server, 'invitation', invitedCustomer('demo'));
    if (!invitation) throw new Error('no invitation in the outbox');
    links.confirm = new URL(linkIn(invitation, '/confirmregistration')).search;
    const asked = await fetch(`http://127.0.0.1:${server.port}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-subdomain': 'demo' },
      body: JSON.stringify({ email: resetCustomer }),
    });
    if (asked.status !== 200) throw new Error(`password reset answered ${asked.status}`);
    const mail = latestMail(server, 'password-reset', resetCustomer) ?? '';
    links.reset = new URL(linkIn(mail, '/resetpassword')).search;
  });

  /** Opens the first page with a full load, then visits the others client-side. */
  async function sweep(page: Page, tenant: string, pages: SweepPage[], language: Language) {
    const found: string[] = [];
    for (const [index, { path, shows }] of pages.entries()) {
      const address = withLanguage(path, language);
      if (index === 0) await page.goto(suite.server().url(tenant, address));
      else await navigate(page, address);
      found.push(...(await audit(page, path, language === 'nl' ? shows : undefined)));
    }
    return found;
  }

  describe(`accessibility at the ${viewport} width (axe-core, every impact level)`, () => {
    it('visits every route of the route table', () => {
      const visited = new Set(
        [...signedInPages, ...signedOutPages, ...linkAndLoginPages].map((page) => page.route),
      );
      const paths = routeTablePaths();
      expect(paths.length).toBeGreaterThan(30);
      expect(paths.filter((path) => !visited.has(path))).toEqual([]);
    });

    describe.each(languages)('in %s', (language) => {
      it('has no violation on any page of a signed-in customer', async () => {
        const page = await suite.signedIn(viewport, 'demo', withLanguage('/account', language));
        await chooseFlexio(page);
        expect(await sweep(page, 'demo', signedInPages, language)).toEqual([]);
      });

      it('has no violation on the public, link, login, not-found and error pages', async () => {
        // Without the service worker: the page's requests must reach page.route below, which
        // does not see what the worker fetches (the worker itself has e2e/offline.test.ts).
        const page = await suite.newPage(viewport, { serviceWorkers: 'block' });
        const pages = [
          ...signedOutPages,
          { route: '/confirmregistration', path: `/confirmregistration${links.confirm}` },
          { route: '/resetpassword', path: `/resetpassword${links.reset}` },
        ];
        const found = await sweep(page, 'demo', pages, language);

        // The error page: the code of the next page fails to load (a new deploy, offline).
        await page.route(/\/assets\/loyalty-[\w-]+\.js$/, (route) => route.abort());
        // The error page replaces the whole app, route history included: its heading tells.
        await startNavigation(page, withLanguage('/loyalty', language));
        found.push(...(await audit(page, 'error page', common[language].errors.pageFailedTitle)));
        await page.unrouteAll();

        await page.goto(suite.server().url('demo', withLanguage('/login', language)));
        await waitForLoginForm(page);
        found.push(...(await audit(page, '/login')));

        // The notification mails' unsubscribe page, which the API serves: with a token that is
        // not valid it says so (e2e/unsubscribe.test.ts opens a mailed one, and confirms).
        const unsubscribe = `/api/notifications/unsubscribe?token=none&lang=${language}`;
        await page.goto(suite.server().url('demo', unsubscribe));
        found.push(
          ...(await audit(page, 'unsubscribe page', /Al uw keuzes|Tous vos choix|All your/)),
        );
        expect(found).toEqual([]);
      });
    });

    it('has no violation on the pages of helios, a tenant with other colours (fr)', async () => {
      const page = await suite.signedIn(viewport, 'helios', '/installations?lang=fr');
      expect(await sweep(page, 'helios', heliosPages, 'fr')).toEqual([]);
    });
  });
}
