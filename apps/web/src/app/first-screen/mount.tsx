// Puts the app on the page (decision 059). Where the server painted the first screen, the app
// waits for the router's first navigation (guards, loaders, the page's code) and hydrates that
// HTML when it would render the same screen: same page, same language. Otherwise — a guard sent
// the visitor elsewhere, a page kept by the service worker for another address or language — it
// renders over the painted HTML. Without a painted screen it renders as it always did, the
// router's waiting spinner first.

import { FIRST_SCREEN_ATTRIBUTE, PAINTED } from '@portal/contract/first-screen-markup';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { FirstScreenView } from '../../lib/first-screen';
import type { FirstScreenBlock } from '../../lib/first-screen-block';
import { currentLanguage } from '../../lib/i18n';
import { AppProvider } from '../provider';
import type { AppRouter } from '../router';

function firstNavigationDone(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The router shows the screen the server painted, in its language, without an error. */
function showsPaintedScreen(router: AppRouter, painted: FirstScreenBlock): boolean {
  const { location, errors } = router.state;
  return (
    errors === null && location.pathname === painted.path && currentLanguage() === painted.language
  );
}

/** React's report of HTML it could not hydrate; browser tests fail on it. */
function reportHydrationError(error: unknown): void {
  console.error('The first screen could not be hydrated:', error);
}

/** Mounts the app; resolves to its React root, for a caller that takes the app off the page. */
export async function mountApp({
  container,
  router,
  painted,
  onFirstPage,
}: {
  container: HTMLElement;
  router: AppRouter;
  /** The data block of the screen the server painted into `container`, if any. */
  painted: FirstScreenBlock | undefined;
  /** Once the first page is rendered: whether the server had painted the page before. */
  onFirstPage: (overPaintedPage: boolean) => void;
}): Promise<Root> {
  const app = (firstScreen?: FirstScreenView, onFirstScreenLive?: () => void) => (
    <StrictMode>
      <AppProvider firstScreen={firstScreen} onFirstScreenLive={onFirstScreenLive}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  const overPaintedPage = container.getAttribute(FIRST_SCREEN_ATTRIBUTE) === PAINTED;
  if (!overPaintedPage) {
    const root = createRoot(container);
    root.render(app());
    await firstNavigationDone(router);
    onFirstPage(false);
    return root;
  }
  await firstNavigationDone(router);
  if (painted && showsPaintedScreen(router, painted)) {
    const live = () => {
      container.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'hydrated');
      onFirstPage(true);
    };
    const view = { signedIn: painted.signedIn, monitoring: painted.monitoring };
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole screen: the page is on the screen already, and answers input.
    // startTransition calls its function at once: the root exists when it returns.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app(view, live), { onRecoverableError: reportHydrationError });
    });
    if (!root) throw new Error('the first screen was not hydrated');
    return root;
  }
  container.replaceChildren();
  container.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'replaced');
  const root = createRoot(container);
  root.render(app());
  onFirstPage(true);
  return root;
}
