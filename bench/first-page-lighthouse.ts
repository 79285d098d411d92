// Lighthouse (mobile, default simulated throttling) on the two first pages, against the real portal
// (built web app, embedded identity provider) started here, for each demo tenant: a cold `/login`
// (storage and cache reset: the visitor's first contact), and `/installations` after signing in
// through the login page in the same browser (storage kept so the session holds; the HTTP cache
// and the service worker are cleared first so the page's scripts are counted as downloads, the
// harder case). After each audit the page is loaded again with JavaScript off, to see whether its
// largest contentful element is in the HTML the server sent (decision 059). Prints each run, then
// medians and ranges, checks the medians against the budgets (first-page-budgets.ts) and prints the
// load average before and after. Asserts nothing. Debian's Chromium through puppeteer-core.
//
//   node_modules/.bin/node bench/first-page-lighthouse.ts [--runs 5] [--tenants demo,helios] \
//     [--compare DIR]
//
// The web app is built first when stale (as for the browser tests). `--compare DIR` also measures
// the web build in DIR (another version's apps/web/dist, e.g. from `git worktree add /tmp/before
// <commit>` and `npm ci && npm run build` there), served by a second portal server of this version
// (WEB_DIST=DIR; without a dist-ssr beside DIR it paints no first screen); runs alternate between
// the builds so that both meet the same machine.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs } from '../e2e/support/browser.ts';
import type { DemoTenant } from '../e2e/support/identity.ts';
import { type PortalServer, startPortalServer } from '../e2e/support/portal-server.ts';
import {
  INSTALLATIONS_PAGE,
  LOGIN_PAGE,
  median,
  mediansOf,
  missedBudgets,
} from './first-page-budgets.ts';
import { type AuditedPage, measureFirstPages } from './first-page-runs.ts';
import type { PageFigures } from './lighthouse-figures.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    tenants: { type: 'string', default: 'demo,helios' },
    compare: { type: 'string' },
  },
});
const runs = Number(values.runs);
const tenants = values.tenants.split(',').filter((t): t is DemoTenant => /^(demo|helios)$/.test(t));

interface Build {
  name: string;
  server: PortalServer;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function printRun(name: string, { figures, lcpInHtml, lcpText }: AuditedPage): void {
  // After a redirect Lighthouse names no element; the text the browser reported then stands in.
  const element = figures.lcpSelector
    ? figures.lcpElement
    : `"${lcpText}" (as the browser reports it)`;
  console.log(
    `    ${name}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}; LCP ${seconds(figures.lcpMs)}, FCP ${seconds(figures.fcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
  );
  console.log(
    `      LCP element${lcpInHtml ? ' (in the server HTML)' : ' (NOT in the server HTML)'}: ${element}; ${figures.lcpParts.join(', ')}`,
  );
  console.log(
    `      redirects ${figures.documents.length - 1}; JS before first paint ${kb(figures.scriptBytesBeforePaint)} in ${figures.scriptsBeforePaint} scripts; console errors ${figures.consoleErrors.length}; unsized images ${figures.unsizedImages.length}`,
  );
  for (const line of [...figures.consoleErrors, ...figures.unsizedImages]) {
    console.log(`        ${line}`);
  }
  if (figures.longTasks.length > 0) console.log(`      longest tasks: ${figures.longTasks[0]}`);
  if (figures.failedAudits.length > 0)
    console.log(`      weighted audits under 0.9: ${figures.failedAudits.join(', ')}`);
}

function range(values: number[], unit: (value: number) => string): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${unit(median(values))} (${unit(sorted[0] ?? 0)}–${unit(sorted.at(-1) ?? 0)})`;
}

function printSummary(label: string, audited: AuditedPage[], checkBudget: boolean): void {
  const of = (pick: (figures: PageFigures) => number) => audited.map((run) => pick(run.figures));
  const integer = (value: number) => String(Math.round(value));
  console.log(`  ${label}, median of ${audited.length} (range):`);
  console.log(
    `    performance ${range(
      of((f) => f.performance),
      integer,
    )}; LCP ${range(
      of((f) => f.lcpMs),
      seconds,
    )}; FCP ${range(
      of((f) => f.fcpMs),
      seconds,
    )}; TBT ${range(
      of((f) => f.tbtMs),
      (v) => `${Math.round(v)} ms`,
    )}; CLS ${range(
      of((f) => f.cls),
      (v) => v.toFixed(3),
    )}`,
  );
  console.log(
    `    accessibility ${range(
      of((f) => f.accessibility),
      integer,
    )}; best practices ${range(
      of((f) => f.bestPractices),
      integer,
    )}; LCP element in the server HTML in ${audited.filter((run) => run.lcpInHtml).length} of ${audited.length}`,
  );
  if (!checkBudget) return;
  const page = label.split(' · ').at(-1) ?? '';
  const missed = missedBudgets(page, mediansOf(audited));
  console.log(`    budget: ${missed.length === 0 ? 'met' : `missed (${missed.join('; ')})`}`);
}

console.log(`load average before (1, 5, 15 min): ${load()}`);
const builds: Build[] = [{ name: 'this build', server: await startPortalServer() }];
if (values.compare) {
  const dist = resolve(values.compare);
  builds.push({ name: dist, server: await startPortalServer({ env: { WEB_DIST: dist } }) });
}
const browser: Browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
});
const results = new Map<string, AuditedPage[]>();
const keyOf = (build: Build, tenant: DemoTenant, page: string) =>
  `${build.name} · ${tenant} · ${page}`;
try {
  console.log(
    `Lighthouse mobile, default (simulated) throttling; ${runs} run(s); tenants ${tenants.join(', ')}; builds: ${builds.map((b) => b.name).join(', ')}`,
  );
  for (let run = 1; run <= runs; run++) {
    for (const tenant of tenants) {
      for (const build of builds) {
        console.log(`run ${run}, ${tenant}, ${build.name} (load ${load()}):`);
        try {
          const pages = await measureFirstPages(browser, build.server, tenant);
          for (const [page, audited] of Object.entries(pages)) {
            printRun(page, audited);
            const key = keyOf(build, tenant, page);
            results.set(key, [...(results.get(key) ?? []), audited]);
          }
        } catch (error) {
          console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  console.log('summary:');
  for (const tenant of tenants) {
    for (const page of [LOGIN_PAGE, INSTALLATIONS_PAGE]) {
      for (const [index, build] of builds.entries()) {
        const audited = results.get(keyOf(build, tenant, page)) ?? [];
        if (audited.length > 0) printSummary(keyOf(build, tenant, page), audited, index === 0);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(builds.map((build) => build.server.stop()));
  console.log(`load average after (1, 5, 15 min): ${load()}`);
}
