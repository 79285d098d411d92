// Runs once before the first page renders: loads the tenant configuration (branding, features,
// texts, languages), applies the tenant texts and languages and starts the translations in the
// right language (one the tenant offers), so the
// first paint already carries the tenant's colours, logo and words (in the customer's language
// when one is signed in). A configuration that cannot be loaded (server down) falls back to the
// default branding instead of failing the page.
import type { LoaderFunctionArgs, MiddlewareFunction } from 'react-router';
import { readUser } from '../features/auth/session';
import {
  fallbackPortalConfig,
  portalConfigQueryOptions,
} from '../features/portal/api/get-portal-config';
import { tenantDefaultLanguage } from '../features/portal/lib/tenant-config';
import {
  applyLanguageParameter,
  applyTenantLanguages,
  applyTenantTexts,
  firstPageNamespaces,
  i18n,
  startI18n,
} from '../lib/i18n';
import { queryClient } from '../lib/query-client';

let preparing: Promise<void> | undefined;

/**
 * Configuration and translations for the first page, started once. The app's start calls it at
 * once (decision 013), so the translations download while the router still resolves the page's
 * own chunks; the root loader then awaits the same work.
 */
export function prepareFirstPage(url: string): Promise<void> {
  preparing ??= (async () => {
    const config = await queryClient
      .ensureQueryData(portalConfigQueryOptions())
      .catch(() => fallbackPortalConfig);
    applyTenantTexts(config.texts);
    applyTenantLanguages(config.languages);
    await startI18n(new URL(url).search, tenantDefaultLanguage(config), readUser()?.languageCode);
    await i18n.loadNamespaces([...firstPageNamespaces()]);
  })();
  return preparing;
}

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await prepareFirstPage(request.url);
  return null;
}

/**
 * `?lang=` switches the language before the page renders. Root middleware runs before the
 * guards, so the choice holds even when a guard redirects to an address without it.
 */
export const languageMiddleware: MiddlewareFunction = async ({ request }) => {
  await applyLanguageParameter(new URL(request.url).search);
};
