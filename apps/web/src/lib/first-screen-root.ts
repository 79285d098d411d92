// A page the server painted (decision 059), as the entry (main.ts) sees it before anything else
// has loaded: whether `#root` holds a painted first screen, and the app's scripts, held back by
// the server until that screen is on the screen.
import {
  APP_PRELOADS_ID,
  FIRST_SCREEN_ATTRIBUTE,
  PAINTED,
  ROOT_ELEMENT_ID,
} from '@portal/contract/first-screen-markup';

/** The server painted a first screen into this page. */
export function pagePainted(): boolean {
  return document.getElementById(ROOT_ELEMENT_ID)?.getAttribute(FIRST_SCREEN_ATTRIBUTE) === PAINTED;
}

/**
 * A background tab paints nothing and reports no paint: without this bound it would load no
 * script until it is shown. Long enough for a slow phone to paint the page.
 */
const PAINT_WAIT_LIMIT_MS = 1_000;

/** Resolves once the page's first content is on the screen (or after the bound). */
export function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    setTimeout(done, PAINT_WAIT_LIMIT_MS);
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(done));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Lets the app's scripts download: the modulepreload links the server held back. */
export function releaseAppPreloads(): void {
  const held = document.getElementById(APP_PRELOADS_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}
