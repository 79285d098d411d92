/// <reference lib="dom" />
// (DOM types: page.evaluate callbacks run in the browser.)
// Debian's Chromium driven by playwright-core, with the project's flags, plus the two page
// helpers every browser test needs: screenshots into .screenshots/, waiting for a still page, and
// an axe-core audit.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
export const screenshotDir = join(root, '.screenshots');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The project's Chromium flags (the Lighthouse bench launches the same browser with them). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Requests in flight per page, counted from the moment the page was opened (watchRequests). */
const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * Counts the page's requests from now on, and has every document it loads note the time of its
 * last DOM change, so that `quiet` can wait for both to go still.
 */
export async function watchRequests(page: Page): Promise<void> {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  await page.addInitScript(() => {
    const still = window as unknown as { lastDomChange: number };
    still.lastDomChange = performance.now();
    new MutationObserver(() => {
      still.lastDomChange = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * Waits until no request has been in flight, the DOM has not changed for `idleMs` and no busy
 * indicator (an indeterminate progress bar or spinner, or index.html's spinner) shows: the page
 * has its data and has rendered it. Playwright's `networkidle` waits a fixed 500 ms after the last
 * request and only on a page load; this works after a client-side navigation too, lets a page
 * that is done go on after 150 ms, and does not mistake a page still rendering or navigating for
 * a still one.
 */
export async function quiet(page: Page, idleMs = 150, timeoutMs = 15_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const start = Date.now();
  let networkStillSince = start;
  for (;;) {
    if (Date.now() - start > timeoutMs) throw new Error(`${page.url()} never went still`);
    if (open.size > 0) networkStillSince = Date.now();
    // Measured from this call at the earliest: what a key press or navigation just started may
    // not have changed the DOM yet.
    const domStillFor = await page
      .evaluate(() =>
        // index.html's own spinner shows while #root is empty, and the server's first screen
        // stays `painted` until the app hydrated it (decision 059): the app has not rendered yet
        // (its start runs as several tasks, decision 018, so the page can look idle before).
        document.querySelector(
          '[role="progressbar"]:not([aria-valuenow]), #root:empty, #root[data-first-screen="painted"]',
        )
          ? 0
          : performance.now() - (window as unknown as { lastDomChange: number }).lastDomChange,
      )
      .catch(() => 0); // a navigation replaced the document: not still yet
    const stillFor = Math.min(Date.now() - networkStillSince, domStillFor, Date.now() - start);
    if (stillFor >= idleMs) return;
    await page.waitForTimeout(40);
  }
}

/**
 * Waits until the page is still (`quiet`) and no CSS transition or finite animation runs (a
 * spinner's endless one does not count). axe reads computed colours, and a button fading from its
 * disabled look (a background refetch ending) would otherwise be measured half-way.
 */
export async function settled(page: Page): Promise<void> {
  await quiet(page);
  await page.waitForFunction(
    () =>
      !document.getAnimations().some((animation) => {
        if (animation.playState !== 'running') return false;
        if (animation instanceof CSSTransition) return true;
        return animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
      }),
    undefined,
    { timeout: 5_000, polling: 50 },
  );
}

/**
 * Every axe-core violation (all impact levels) on the page once it is still. axe is injected once
 * per document, so a test that navigates client-side pays for it once.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated over the DevTools protocol, not as a script tag: the identity provider's pages
    // forbid every script by their Content-Security-Policy, and so would block a tag.
    await page.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // Only violations are read: axe then skips collecting the nodes of every passed check.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
}

/** axe-core's serious and critical violations on the page once it is still. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
