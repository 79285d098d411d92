// The app's start (loaded by main.ts for every page but a cold /login): takes the tenant's realm
// and configuration from the page, wires the session into the API client and the identity
// provider into the session, then hydrates the first screen the server painted, or renders the
// app when there is none or it shows another one (first-screen/mount.tsx, decision 059).
import { startIdentity, warmUpIdentity } from '../features/auth/lib/identity';
import { getAccessToken } from '../features/auth/session';
import { realmQueryOptions } from '../features/portal/api/get-realm';
import { seedPortalQueries } from '../features/portal/lib/seed-from-page';
import { configureApiClient } from '../lib/api-client';
import { firstPagePainted, firstPageRendered } from '../lib/first-page-gate';
import { readFirstScreenBlock } from '../lib/first-screen-block';
import {
  activateFallbackLanguage,
  currentLanguage,
  i18n,
  NAMESPACES,
  provideTranslations,
} from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { loginPathFor } from '../lib/route-names';
import { startServiceWorker } from '../lib/service-worker/start-worker';
import '../ui/base.css';
import { mountApp } from './first-screen/mount';
import { rememberFirstScreen } from './first-screen/remember-first-screen';
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

/** What waits until the first page is on the screen: nothing the first page shows needs it. */
function afterFirstPage(): void {
  warmUpIdentity();
  // The fallback language, and the namespaces the page did not carry (other pages use them).
  void activateFallbackLanguage().catch(() => undefined);
  void i18n.loadNamespaces([...NAMESPACES]).catch(() => undefined);
  // The worker (offline, push) once the page is loaded and the browser idle (decision 039).
  startServiceWorker();
}

async function start(): Promise<void> {
  // The server's first screen, with the translations it is painted in (decision 059).
  const painted = readFirstScreenBlock();
  if (painted) provideTranslations(painted.language, painted.translations);
  seedPortalQueries(queryClient);
  configureApiClient({ getAccessToken, getLanguage: currentLanguage });
  void prepareFirstPage(window.location.href);
  await nextTask();

  const router = createRouterWithIdentity();
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Once the router's first navigation is done, its page renders: from then until that page is
  // painted new calls wait (decision 027), and the rest of the start runs after the paint.
  await mountApp({
    container,
    router,
    painted,
    onFirstPage: (overPaintedPage) => {
      firstPageRendered(overPaintedPage);
      void firstPagePainted().then(afterFirstPage);
    },
  });
  rememberFirstScreen(router);
}

void start();
