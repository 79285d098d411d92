// The main-thread tasks of a cold `/installations` after login, from Chromium traces, without
// Lighthouse's simulation: Lighthouse's TBT is its simulated phone's view of these tasks (four times
// as long, less 50 ms each, after the first paint), and on a shared machine its score moves with
// the load more than with a change. This prints, per load and as medians, the observed first and
// largest contentful paint, the main thread's busy time, the longest task, and Lighthouse's TBT
// formula applied to the observed tasks (sum of max(0, 4 × task − 50 ms) after the first paint).
// "CPU" is the main thread's own CPU time in those tasks (the trace's thread time): unlike the
// others it hardly moves when other work shares the machine, so it is the figure to compare.
// Compare two builds in one session (WEB_DIST=dir and PORTAL_E2E_WEB_BUILD_CHECKED=true serve a
// given build; without them the app is built as for the browser tests). Asserts nothing.
//   node_modules/.bin/node bench/first-page-tasks.ts [loads, default 10]
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs } from '../e2e/support/browser.ts';
import { mainCustomer } from '../e2e/support/identity.ts';
import { startPortalServer } from '../e2e/support/portal-server.ts';

const loads = Number(process.argv[2] ?? 10);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the task's CPU time, without the time its thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; url?: string } };
}

interface LoadFigures {
  fcpMs: number;
  lcpMs: number;
  busyMs: number;
  cpuMs: number;
  longestMs: number;
  tbtFormulaMs: number;
}

async function signIn(page: Page, origin: string): Promise<void> {
  const login = mainCustomer('demo');
  await page.goto(`${origin}/installations`);
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', login.email);
  await page.type('input[name="password"]', login.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/installations' && location.hash === ''),
    page.click('form button[type="submit"]'),
  ]);
  await page.waitForSelector('main li');
}

function figuresOf(events: TraceEvent[]): LoadFigures | undefined {
  // The page's navigationStart names its URL; where Chromium leaves it out, the commit of the
  // load does (CommitLoad), a little later.
  const isPage = (url: string | undefined) => url?.includes('/installations') === true;
  const navigation =
    events.find(
      (event) => event.name === 'navigationStart' && isPage(event.args?.data?.documentLoaderURL),
    ) ?? events.find((event) => event.name === 'CommitLoad' && isPage(event.args?.data?.url));
  if (!navigation) return undefined;
  const { pid, tid, ts: start } = navigation;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const lcp = events
    .filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === pid)
    .at(-1);
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === pid &&
        event.tid === tid &&
        event.ts >= start,
    )
    .map((event) => ({
      at: event.ts,
      ms: (event.dur ?? 0) / 1000,
      cpuMs: (event.tdur ?? event.dur ?? 0) / 1000,
    }));
  const paintedAt = fcp?.ts ?? start;
  return {
    fcpMs: (paintedAt - start) / 1000,
    lcpMs: ((lcp?.ts ?? start) - start) / 1000,
    busyMs: tasks.reduce((sum, task) => sum + task.ms, 0),
    cpuMs: tasks.reduce((sum, task) => sum + task.cpuMs, 0),
    longestMs: Math.max(0, ...tasks.map((task) => task.ms)),
    tbtFormulaMs: tasks
      .filter((task) => task.at >= paintedAt)
      .reduce((sum, task) => sum + Math.max(0, 4 * task.ms - 50), 0),
  };
}

const server = await startPortalServer();
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs,
});
const tracePath = join(tmpdir(), `first-page-tasks-${process.pid}.json`);
try {
  const origin = new URL(server.url('demo')).origin;
  const page = await browser.newPage();
  // Lighthouse's mobile screen.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  page.setDefaultTimeout(120_000);
  await signIn(page, origin);
  const session = await page.createCDPSession();
  const all: LoadFigures[] = [];
  for (let load = 1; load <= loads; load++) {
    await session.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await page.tracing.start({
      path: tracePath,
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(`${origin}/installations`);
    await page.waitForSelector('main li');
    // The background refresh and what follows it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await page.tracing.stop();
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
    const figures = figuresOf(trace.traceEvents);
    if (!figures) {
      // Now and then the trace misses the page's renderer (a new process not yet traced).
      console.log(`load ${load}: the page's navigation is not in the trace; left out`);
      continue;
    }
    all.push(figures);
    console.log(
      `load ${load}: FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, busy ${Math.round(figures.busyMs)} ms (CPU ${Math.round(figures.cpuMs)} ms), longest task ${Math.round(figures.longestMs)} ms, TBT formula ${Math.round(figures.tbtFormulaMs)} ms`,
    );
  }
  const median = (pick: (figures: LoadFigures) => number) => {
    const sorted = all.map(pick).sort((a, b) => a - b);
    return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
  };
  console.log(
    `median of ${all.length}: FCP ${median((f) => f.fcpMs)} ms, LCP ${median((f) => f.lcpMs)} ms, busy ${median((f) => f.busyMs)} ms (CPU ${median((f) => f.cpuMs)} ms), longest task ${median((f) => f.longestMs)} ms, TBT formula ${median((f) => f.tbtFormulaMs)} ms`,
  );
} finally {
  rmSync(tracePath, { force: true });
  await browser.close();
  await server.stop();
}
