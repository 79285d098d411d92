// Screenshots of signed-in pages for a developer to look at (the guide: every screen at 390 and
// 1280 px, in nl, fr and en). Signs in as the tenant's main demo customer on a running portal,
// then opens each path in each language (?lang=) at both widths and writes full-page PNGs.
//
//   node_modules/.bin/node scripts/look.ts --port 3000 --tenant demo --out .screenshots/look \
//     [--langs nl,fr,en] [--customer email] [--settle ms] [--crawl] /installations /dashboard
// --settle waits that long after the network is idle, for pages that fill in live (monitoring).
// --crawl also follows the portal's own links from the given pages, two steps deep, and takes one
// page of each route (the path with its ids left out): a tour of every screen the customer reaches.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium, viewports } from '../e2e/support/browser.ts';
import {
  type DemoTenant,
  mainCustomer,
  submitLogin,
  waitForLoginForm,
} from '../e2e/support/identity.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '3000' },
    tenant: { type: 'string', default: 'demo' },
    out: { type: 'string', default: '.screenshots/look' },
    langs: { type: 'string', default: 'nl,fr,en' },
    customer: { type: 'string' },
    settle: { type: 'string', default: '0' },
    crawl: { type: 'boolean', default: false },
  },
});

/** A path's route: its ids (numbers, or tokens with digits) left out. */
const routeOf = (path: string) =>
  path
    .split('?')[0]
    ?.split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/') ?? path;

/** The start pages and, with --crawl, the first path of every route their links reach. */
async function pathsToTake(page: Page): Promise<string[]> {
  if (!values.crawl) return positionals;
  const taken = new Map<string, string>();
  let frontier = positionals;
  for (let depth = 0; depth <= 2 && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      const route = routeOf(path);
      if (taken.has(route)) continue;
      taken.set(route, path);
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      const links = await page.$$eval('a[href^="/"]', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      next.push(...links.filter((link) => !link.startsWith('/api/') && !link.startsWith('/auth/')));
    }
    frontier = next;
  }
  return [...taken.values()];
}

const tenant = values.tenant as DemoTenant;
const origin = `http://${tenant}.localhost:${values.port}`;
const login = mainCustomer(tenant);
if (values.customer) login.email = values.customer;
mkdirSync(values.out, { recursive: true });

const browser = await launchChromium();
let paths: string[] | undefined;
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${origin}/account`);
    await waitForLoginForm(page);
    await submitLogin(page, login);
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
    paths ??= await pathsToTake(page);
    for (const path of paths) {
      for (const lang of values.langs.split(',')) {
        const separator = path.includes('?') ? '&' : '?';
        await page.goto(`${origin}${path}${separator}lang=${lang}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(Number(values.settle));
        const slug = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
        const file = join(values.out, `${slug}-${lang}-${size}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
