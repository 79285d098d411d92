// The first page's own work before anything else it starts (decision 027). While the
// router makes its first navigation (guards, loaders), calls go out at once: the page cannot show
// without them. From the moment that navigation is done until the page it rendered is on the
// screen, new calls wait: what the page's components start then (a background refresh of a list
// already shown from storage, the notification badge, the tag-manager id, the token logic behind
// them) would otherwise compete with the page's last scripts for a phone's few connections and its
// main thread, and push the first meaningful paint back by a round trip or more.

type GateState = 'first-navigation' | 'painting' | 'open';

let state: GateState = 'first-navigation';
let open: () => void = () => undefined;
const opened = new Promise<void>((resolve) => {
  open = () => {
    state = 'open';
    resolve();
  };
});

/**
 * A background tab gets no frames and reports no paint: without this bound its calls would wait
 * until the tab is shown. Long enough for a slow phone to put one frame on the screen.
 */
const PAINT_WAIT_LIMIT_MS = 1_000;

/** Resolves after two animation frames and a task: the frame in flight has been drawn. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Resolves once the browser reports the page's first content on the screen. The app's content is
 * the first contentful element the document has (index.html shows only a spinner), so the next
 * largest-contentful-paint entry is reported for it, with the time the frame was presented: a
 * frame can be presented after the next animation frames have started. Where the browser has no
 * such entries (Safari), two animation frames stand in for it.
 */
function firstContentOnScreen(): Promise<void> {
  const supported = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!supported.includes('largest-contentful-paint')) return afterNextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint' });
  });
}

/**
 * Called once the router's first navigation has rendered its page: calls wait for its paint.
 * `overPaintedPage`: the page's first content was painted from the server's HTML (decision 059),
 * so no new largest paint may come: the next frame is the one that shows this render.
 */
export function firstPageRendered(overPaintedPage = false): void {
  if (state !== 'first-navigation') return;
  state = 'painting';
  void Promise.race([
    overPaintedPage ? afterNextFrame() : firstContentOnScreen(),
    new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_LIMIT_MS)),
  ]).then(open);
}

/** Resolves at once, except between the first page's render and its paint. */
export function firstPagePainted(): Promise<void> {
  return state === 'painting' ? opened : Promise.resolve();
}
