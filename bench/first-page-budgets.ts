// The first pages' budgets (decision 059), checked on the median of a bench's runs: Lighthouse
// mobile with its simulated slow 4G, a cold `/login` and `/installations` signed in, and the one
// that is not Lighthouse's: the largest contentful element is in the HTML the server sent, so the
// first meaningful paint does not wait for any script.
import type { PageFigures } from './lighthouse-figures.ts';

export const LOGIN_PAGE = '/login (cold)';
export const INSTALLATIONS_PAGE = '/installations (signed in)';

interface Budget {
  performance: number;
  lcpMs: number;
  tbtMs?: number;
  /** Lighthouse's CLS, rounded to its three decimals, at most this. */
  cls?: number;
}

const budgets: Record<string, Budget> = {
  [LOGIN_PAGE]: { performance: 98, lcpMs: 1200 },
  [INSTALLATIONS_PAGE]: { performance: 95, lcpMs: 1500, tbtMs: 200, cls: 0 },
};

/** The figures a budget reads, as medians over runs, and whether the LCP element was always in
 * the server's HTML. */
export interface PageMedians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpInHtmlEveryRun: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function mediansOf(runs: { figures: PageFigures; lcpInHtml: boolean }[]): PageMedians {
  const of = (pick: (figures: PageFigures) => number) =>
    median(runs.map((run) => pick(run.figures)));
  return {
    performance: of((f) => f.performance),
    accessibility: of((f) => f.accessibility),
    bestPractices: of((f) => f.bestPractices),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    lcpInHtmlEveryRun: runs.every((run) => run.lcpInHtml),
  };
}

/** The budget lines a page's medians miss; empty when every one is met. */
export function missedBudgets(page: string, medians: PageMedians): string[] {
  const budget = budgets[page];
  if (!budget) return [];
  const missed: string[] = [];
  if (medians.performance < budget.performance) missed.push(`performance < ${budget.performance}`);
  if (medians.lcpMs > budget.lcpMs) missed.push(`LCP > ${budget.lcpMs} ms`);
  if (budget.tbtMs !== undefined && medians.tbtMs > budget.tbtMs)
    missed.push(`TBT > ${budget.tbtMs} ms`);
  if (budget.cls !== undefined && Math.round(medians.cls * 1000) / 1000 > budget.cls)
    missed.push(`CLS > ${budget.cls}`);
  if (medians.accessibility < 100) missed.push('accessibility < 100');
  if (medians.bestPractices < 100) missed.push('best practices < 100');
  if (!medians.lcpInHtmlEveryRun) missed.push('LCP element not in the server HTML');
  return missed;
}
