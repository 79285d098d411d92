// Lighthouse (mobile, default simulated throttling) on the two first pages of issue 8 §3, against
// the real portal (built SPA, embedded identity provider) started here: a cold `/login` (storage
// and cache reset: the visitor's first contact), and `/installations` after signing in through
// the login page in the same browser (storage kept so the session holds; the HTTP cache is
// cleared first so the page's scripts are counted as downloads, the harder case). Debian's
// Chromium through puppeteer-core. Prints per page and run; asserts nothing. Builds the web app
// first (as the browser tests do).
//   node_modules/.bin/node bench/first-page-lighthouse.ts [runs, default 3] [tenant, default demo]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs } from '../e2e/support/browser.ts';
import { mainCustomer } from '../e2e/support/identity.ts';
import { startPortalServer } from '../e2e/support/portal-server.ts';
import { type PageFigures, pageFigures } from './lighthouse-figures.ts';

const runs = Number(process.argv[2] ?? 3);
const tenant = process.argv[3] === 'helios' ? 'helios' : 'demo';

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

/** Signs in through the login page as a customer would, and waits for the installations. */
async function signIn(page: Page, origin: string): Promise<void> {
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
  // then misses the end of a request that did get its answer (seen on api/portal/tag-id and
  // static files, with and without decision 018), which held a run until its 120 s timeout and
  // lost it: past 10 s the page is taken as settled.
  await page.waitForNetworkIdle({ timeout: 10_000 }).catch(() => undefined);
}

async function measure(browser: Browser, origin: string): Promise<Record<string, PageFigures>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // A loaded shared machine can take long to sign in; a run that still fails is reported.
    page.setDefaultTimeout(120_000);
    const login = await audit(page, `${origin}/login`, false);
    await signIn(page, origin);
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    // The service worker the signed-in page registered (decision 039) and its caches go too: the
    // page is measured as its scripts come from the network, not from the worker's precache.
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    const installations = await audit(page, `${origin}/installations`, true);
    return { '/login (cold)': login, '/installations (signed in)': installations };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function print(name: string, figures: PageFigures): void {
  const { documents } = figures;
  console.log(`  ${name}`);
  console.log(
    `    scores: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}`,
  );
  console.log(
    `    LCP ${seconds(figures.lcpMs)}, FCP ${seconds(figures.fcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
  );
  console.log(`    LCP element: ${figures.lcpElement}; ${figures.lcpParts.join(', ')}`);
  console.log(`    redirects: ${documents.length - 1}`);
  for (const url of documents) console.log(`      ${url}`);
  console.log(
    `    JS before first paint: ${kb(figures.scriptBytesBeforePaint)} transferred (gzip) in ${figures.scriptsBeforePaint} scripts`,
  );
  console.log(`    console errors: ${figures.consoleErrors.length}`);
  for (const error of figures.consoleErrors) console.log(`      ${error}`);
  console.log(`    images without size: ${figures.unsizedImages.length}`);
  for (const image of figures.unsizedImages) console.log(`      ${image}`);
  if (figures.longTasks.length > 0) console.log('    longest tasks:');
  for (const task of figures.longTasks) console.log(`      ${task}`);
  if (figures.failedAudits.length > 0)
    console.log(`    weighted audits under 0.9: ${figures.failedAudits.join(', ')}`);
}

function spread(label: string, values: number[], unit: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${label} median ${unit(median)} (min ${unit(sorted[0] ?? 0)}, max ${unit(sorted.at(-1) ?? 0)})`;
}

const server = await startPortalServer();
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
});
try {
  const origin = new URL(server.url(tenant)).origin;
  console.log(
    `Lighthouse ${'mobile'}, default (simulated) throttling, tenant ${tenant}, ${runs} run(s), ${origin}`,
  );
  const all: Record<string, PageFigures[]> = {};
  for (let run = 1; run <= runs; run++) {
    console.log(`run ${run}:`);
    let results: Record<string, PageFigures>;
    try {
      results = await measure(browser, origin);
    } catch (error) {
      console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    for (const [name, figures] of Object.entries(results)) {
      print(name, figures);
      all[name] = [...(all[name] ?? []), figures];
    }
  }
  console.log('variance over the runs:');
  for (const [name, results] of Object.entries(all)) {
    console.log(`  ${name}`);
    console.log(
      `    ${spread(
        'performance',
        results.map((r) => r.performance),
        String,
      )}`,
    );
    console.log(
      `    ${spread(
        'LCP',
        results.map((r) => r.lcpMs),
        seconds,
      )}`,
    );
    console.log(
      `    ${spread(
        'FCP',
        results.map((r) => r.fcpMs),
        seconds,
      )}`,
    );
    console.log(
      `    ${spread(
        'TBT',
        results.map((r) => r.tbtMs),
        (v) => `${Math.round(v)} ms`,
      )}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
