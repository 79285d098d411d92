// The app's start (loaded by main.ts for every page but a cold /login): takes the tenant's realm
// and configuration from the page, wires the session into the API client and the identity
// provider into the session, then renders providers and router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startIdentity, warmUpIdentity } from '../features/auth/lib/identity';
import { getAccessToken } from '../features/auth/session';
import { realmQueryOptions } from '../features/portal/api/get-realm';
import { seedPortalQueries } from '../features/portal/lib/seed-from-page';
import { configureApiClient } from '../lib/api-client';
import { firstPagePainted, firstPageRendered } from '../lib/first-page-gate';
import { activateFallbackLanguage, currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { loginPathFor } from '../lib/route-names';
import { AppProvider } from './provider';
import '../ui/base.css';
import { prepareFirstPage } from './root-loader';
import { type AppRouter, createAppRouter } from './router';

/**
 * The start runs as a few tasks rather than one (decision 018): between them the browser paints
 * and handles input, and no piece holds the main thread long enough to count as a long task on a
 * slow phone. The app's modules have just been evaluated in a task of their own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function createRouterWithIdentity(): AppRouter {
  const router = createAppRouter();
  startIdentity({
    loadRealm: () => queryClient.fetchQuery(realmQueryOptions()),
    onLoginRequired: () => {
      // During a navigation the guards send the customer to /login themselves.
      if (router.state.navigation.state !== 'idle') return;
      const { pathname, search, hash } = router.state.location;
      void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });
  return router;
}

/**
 * Once the router's first navigation is done, its page renders: from then until that page is
 * painted new calls wait (decision 027), and `action` runs after the paint.
 */
function afterFirstPage(router: AppRouter, action: () => void): void {
  const rendered = () => {
    firstPageRendered();
    void firstPagePainted().then(action);
  };
  if (router.state.initialized) {
    rendered();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    rendered();
  });
}

async function start(): Promise<void> {
  seedPortalQueries(queryClient);
  configureApiClient({ getAccessToken, getLanguage: currentLanguage });
  void prepareFirstPage(window.location.href);
  await nextTask();

  const router = createRouterWithIdentity();
  await nextTask();

  afterFirstPage(router, () => {
    // The token logic and the fallback language: nothing the first page shows needs them.
    warmUpIdentity();
    void activateFallbackLanguage().catch(() => undefined);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
