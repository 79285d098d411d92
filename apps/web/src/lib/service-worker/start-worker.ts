// When the service worker is registered: after the first page is on the screen, the page's load
// event has fired and the browser is idle (decision 039), so neither its script nor its install
// (the precache downloads) competes with the first page (decisions 013, 027).
import { firstPagePainted } from '../first-page-gate';

/** How long an idle moment may take to come before registering anyway. */
const IDLE_WAIT_LIMIT_MS = 5_000;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_LIMIT_MS });
    } else {
      setTimeout(resolve, IDLE_WAIT_LIMIT_MS);
    }
  });
}

/** Starts the worker's registration in the background; a browser without workers skips it. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  void firstPagePainted()
    .then(pageLoaded)
    .then(browserIdle)
    .then(() => import('./register-worker'))
    .then(({ registerWorker }) => registerWorker())
    .catch((error: unknown) => console.warn('The service worker could not be started', error));
}
