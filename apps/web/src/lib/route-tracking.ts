// The one route-tracking helper (spec §2): every navigation is pushed into the tag manager's data
// layer as a page view, and the tenant's Google Tag Manager container (its id fetched per tenant)
// is injected once the page is idle. Only with the customer's consent (decision 041): before it is
// accepted there is no data layer, no script and no page view. The container comes from the origin
// the server names with the id, the one the tenant's page policy allows (decision 077). Tracking
// must never block or break the portal: a script that fails to load is ignored.
import { trackingAllowed } from './tracking-consent';

export interface PageView {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

type DataLayerItem = PageView | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerItem[];
  }
}

function dataLayer(): DataLayerItem[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

let lastTracked: string | undefined;

/**
 * Records one navigation, once the customer has accepted tracking. The same path twice in a row
 * (a re-render) is recorded once.
 */
export function trackPageView(pagePath: string, pageTitle: string): void {
  if (typeof window === 'undefined' || !trackingAllowed() || pagePath === lastTracked) return;
  lastTracked = pagePath;
  dataLayer().push({ event: 'page_view', page_path: pagePath, page_title: pageTitle });
}

const injected = new Set<string>();

/** Google's, unless the server names another (a stand-in in tests); the page's policy allows it. */
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/**
 * Loads the tag manager container `tagId` after the page is idle, once per id, once the customer
 * has accepted tracking. A refusal given later stops the page views; the script already loaded
 * stays until the page is left (a script cannot be unloaded).
 */
export function installTagManager(
  tagId: string | null | undefined,
  scriptOrigin: string = GOOGLE_TAG_MANAGER,
): void {
  if (typeof window === 'undefined' || !tagId || !trackingAllowed() || injected.has(tagId)) return;
  injected.add(tagId);
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  whenIdle(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${scriptOrigin}/gtm.js?id=${encodeURIComponent(tagId)}`;
    script.onerror = () => script.remove();
    document.head.append(script);
  });
}
