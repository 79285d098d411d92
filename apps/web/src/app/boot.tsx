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
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { loginPathFor } from '../lib/route-names';
import { AppProvider } from './provider';
import { prepareFirstPage } from './root-loader';
import { createAppRouter } from './router';

seedPortalQueries(queryClient);
const router = createAppRouter();

configureApiClient({ getAccessToken, getLanguage: currentLanguage });
startIdentity({
  loadRealm: () => queryClient.fetchQuery(realmQueryOptions()),
  onLoginRequired: () => {
    // During a navigation the guards send the customer to /login themselves.
    if (router.state.navigation.state !== 'idle') return;
    const { pathname, search, hash } = router.state.location;
    void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
  },
});

void prepareFirstPage(window.location.href);
warmUpIdentity();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
