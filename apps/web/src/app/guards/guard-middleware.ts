// Runs the guards before every navigation, as route middleware: react-router runs client
// middleware on every navigation (and on the first load) before any loader or page renders, so a
// redirect here means the guarded page never shows.
import type { MiddlewareFunction } from 'react-router';
import { redirect } from 'react-router';
import { isLoggedIn, loadUser } from '../../features/auth/session';
import {
  fallbackPortalConfig,
  portalConfigQueryOptions,
} from '../../features/portal/api/get-portal-config';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { showSnackbar } from '../../lib/snackbar';
import { decideGuard, guardNotice } from './guard-decision';
import type { RouteMeta } from './route-meta';

async function tenantFeatures(): Promise<readonly string[]> {
  try {
    return (await queryClient.ensureQueryData(portalConfigQueryOptions())).features;
  } catch {
    // Without the configuration no feature can be confirmed: feature routes fall back to /.
    return fallbackPortalConfig.features;
  }
}

export function guardMiddleware(meta: RouteMeta): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    await loadUser();
    const input = {
      meta,
      fullPath: `${url.pathname}${url.search}${url.hash}`,
      loggedIn: isLoggedIn(),
      features: meta.feature ? await tenantFeatures() : [],
      conditionHolds: meta.condition ? await meta.condition.holds() : true,
    };
    const target = decideGuard(input);
    if (!target) return;
    // A customer sent elsewhere is told why on the page he lands on, never left to wonder.
    const notice = guardNotice(input);
    if (notice) showSnackbar('info', i18n.t(notice));
    throw redirect(target);
  };
}
