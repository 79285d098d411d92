// Reads the first page's figures (decision 059's budgets) out of one Lighthouse result: the three
// category scores, the lab metrics, the document redirect chain (server and client-side redirects,
// as Lighthouse's `redirects` audit builds it), the JavaScript transferred before the first
// contentful paint, console errors and images without width and height.
import type { Result } from 'lighthouse';

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every document of the navigation, the final one last. */
  documents: string[];
  /** Transfer (compressed) bytes of scripts requested before the observed first paint. */
  scriptBytesBeforePaint: number;
  scriptsBeforePaint: number;
  consoleErrors: string[];
  unsizedImages: string[];
  failedAudits: string[];
  /** The longest main-thread tasks (observed, before CPU throttling is simulated). */
  longTasks: string[];
  /** The LCP element as Lighthouse names it, and the LCP's parts (observed, in ms). */
  lcpElement: string;
  lcpParts: string[];
  /** The LCP element's CSS selector, to look for it in the HTML alone; '' when unknown. */
  lcpSelector: string;
  /** The page the audit ended on (after redirects). */
  finalUrl: string;
}

interface Items {
  items?: Record<string, unknown>[];
}

function itemsOf(result: Result, id: string): Record<string, unknown>[] {
  const details = result.audits[id]?.details as Items | undefined;
  return details?.items ?? [];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
const score = (result: Result, id: string): number =>
  Math.round((result.categories[id]?.score ?? 0) * 100);
const metric = (result: Result, id: string): number => result.audits[id]?.numericValue ?? 0;

interface Breakdown {
  items?: {
    type?: string;
    items?: Record<string, unknown>[];
    nodeLabel?: string;
    selector?: string;
  }[];
}

/** Lighthouse's LCP breakdown insight: the element, and time to first byte, load and render delay. */
function lcpBreakdown(result: Result): { element: string; selector: string; parts: string[] } {
  const details = result.audits['lcp-breakdown-insight']?.details as Breakdown | undefined;
  const parts = details?.items?.find((item) => item.type === 'table')?.items ?? [];
  const node = details?.items?.find((item) => item.type === 'node');
  return {
    element: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'unknown',
    selector: node?.selector ?? '',
    parts: parts.map((part) => `${text(part.label)} ${Math.round(number(part.duration))} ms`),
  };
}

export function pageFigures(result: Result): PageFigures {
  const observed = itemsOf(result, 'metrics')[0] ?? {};
  // Both are milliseconds from the start of the navigation (the first document request).
  const firstPaint = number(observed.observedFirstContentfulPaint);
  const scripts = itemsOf(result, 'network-requests').filter(
    (request) =>
      request.resourceType === 'Script' && number(request.networkRequestTime) <= firstPaint,
  );
  const chain = itemsOf(result, 'redirects').map((item) => text(item.url));
  const weighted = Object.values(result.categories).flatMap((category) =>
    category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcpMs: metric(result, 'largest-contentful-paint'),
    fcpMs: metric(result, 'first-contentful-paint'),
    tbtMs: metric(result, 'total-blocking-time'),
    cls: metric(result, 'cumulative-layout-shift'),
    documents: chain.length > 0 ? chain : [result.finalDisplayedUrl],
    scriptBytesBeforePaint: scripts.reduce((sum, request) => sum + number(request.transferSize), 0),
    scriptsBeforePaint: scripts.length,
    consoleErrors: itemsOf(result, 'errors-in-console').map((item) => {
      const location = item.sourceLocation as { url?: string } | undefined;
      return `${text(item.source)}: ${text(item.description)} ${location?.url ?? ''}`.trim();
    }),
    unsizedImages: itemsOf(result, 'unsized-images').map((item) => {
      const node = item.node as { snippet?: string } | undefined;
      return text(item.url) || text(node?.snippet);
    }),
    longTasks: itemsOf(result, 'long-tasks')
      .sort((a, b) => number(b.duration) - number(a.duration))
      .slice(0, 4)
      .map(
        (task) =>
          `${Math.round(number(task.duration))} ms at ${Math.round(number(task.startTime))} ms: ${text(task.url)}`,
      ),
    lcpElement: lcpBreakdown(result).element,
    lcpParts: lcpBreakdown(result).parts,
    lcpSelector: lcpBreakdown(result).selector,
    finalUrl: result.finalDisplayedUrl,
    failedAudits: [...new Set(weighted)]
      .filter((id) => {
        const audit = result.audits[id];
        return audit && audit.score !== null && audit.score < 0.9;
      })
      .sort(),
  };
}
