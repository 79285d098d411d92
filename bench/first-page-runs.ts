// One run of the first-page bench (first-page-lighthouse.ts) for one tenant: Lighthouse on a cold
// `/login` and, after signing in through the login page, on `/installations`; after each audit the
// page the audit ended on is loaded again with JavaScript off in the same browser context (its
// cookies included), and the audit's largest contentful element is looked for in what the
// server's HTML alone paints.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { type DemoTenant, mainCustomer } from '../e2e/support/identity.ts';
import type { PortalServer } from '../e2e/support/portal-server.ts';
import { INSTALLATIONS_PAGE, LOGIN_PAGE } from './first-page-budgets.ts';
import { type PageFigures, pageFigures } from './lighthouse-figures.ts';

export interface AuditedPage {
  figures: PageFigures;
  /** The LCP element is in the page's HTML as the server sent it (JavaScript off). */
  lcpInHtml: boolean;
  /** The LCP element's text as looked for: Lighthouse's label, else the browser's own report. */
  lcpText: string;
}

const flags: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
};

async function audit(page: Page, url: string, keepStorage: boolean): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    { ...flags, disableStorageReset: keepStorage },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // LIGHTHOUSE_JSON_DIR=dir keeps each page's whole report (dir/_login.json, …) for a closer look.
  const dump = process.env.LIGHTHOUSE_JSON_DIR;
  if (dump)
    writeFileSync(
      join(dump, `${new URL(url).pathname.replaceAll('/', '_')}.json`),
      JSON.stringify(result.lhr),
    );
  return pageFigures(result.lhr);
}

/** The text of the page's largest contentful element, as the browser reports it. */
async function observedLcpText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            | (PerformanceEntry & { element?: Element })
            | undefined;
          resolve(last?.element?.textContent ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(''), 2_000);
      }),
  );
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').replace(/…$/, '').trim();

/**
 * Whether the page's HTML alone (no script runs) holds the LCP element, with its text: the one
 * Lighthouse names, else (Lighthouse names none after a redirect) the one the browser reports
 * when the page the audit ended on loads again.
 */
async function lcpInHtml(
  context: BrowserContext,
  figures: PageFigures,
): Promise<Pick<AuditedPage, 'lcpInHtml' | 'lcpText'>> {
  const page = await context.newPage();
  let label = normalised(figures.lcpElement.split(' (')[0] ?? '');
  try {
    if (!figures.lcpSelector) {
      await page.goto(figures.finalUrl, { waitUntil: 'load' });
      label = normalised(await observedLcpText(page));
    }
    if (!label) return { lcpInHtml: false, lcpText: '' };
    await page.setJavaScriptEnabled(false);
    await page.goto(figures.finalUrl, { waitUntil: 'domcontentloaded' });
    const html = await page.evaluate(() => document.body.textContent ?? '');
    return { lcpInHtml: normalised(html).includes(label.slice(0, 40)), lcpText: label };
  } catch {
    return { lcpInHtml: false, lcpText: label };
  } finally {
    await page.close();
  }
}

/** Signs in through the login page as a customer would, and waits for the installations. */
async function signIn(page: Page, origin: string, tenant: DemoTenant): Promise<void> {
  const login = mainCustomer(tenant);
  await page.goto(`${origin}/installations`);
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', login.email);
  await page.type('input[name="password"]', login.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/installations' && location.hash === '', {
      timeout: 30_000,
    }),
    page.click('form button[type="submit"]'),
  ]);
  await page.waitForSelector('main li');
  // The landing page's calls (tokens, the list's refresh) end before the audit. Puppeteer now and
  // then misses the end of a request that did get its answer, which held a run until its 120 s
  // timeout and lost it: past 10 s the page is taken as settled.
  await page.waitForNetworkIdle({ timeout: 10_000 }).catch(() => undefined);
}

export async function measureFirstPages(
  browser: Browser,
  server: PortalServer,
  tenant: DemoTenant,
): Promise<Record<string, AuditedPage>> {
  const origin = new URL(server.url(tenant)).origin;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // A loaded shared machine can take long to sign in; a run that still fails is reported.
    page.setDefaultTimeout(120_000);
    const login = await audit(page, `${origin}/login`, false);
    const loginLcp = await lcpInHtml(context, login);
    await signIn(page, origin, tenant);
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    // The service worker the signed-in page registered (decision 039) and its caches go too: the
    // page is measured as its scripts come from the network, not from the worker's precache.
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    const installations = await audit(page, `${origin}/installations`, true);
    return {
      [LOGIN_PAGE]: { figures: login, ...loginLcp },
      [INSTALLATIONS_PAGE]: {
        figures: installations,
        ...(await lcpInHtml(context, installations)),
      },
    };
  } finally {
    await context.close();
  }
}
