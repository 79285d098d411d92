// The web app's server build (`vite build --ssr`, decision 059): the module the portal server
// loads by path from apps/web/dist-ssr to paint a page's first screen with the app's own
// components — the tenant's shell and the page's frame, in the customer's language, with
// react-dom's `prerender` — before any script has loaded. The browser hydrates it (boot.tsx).
import type {
  FirstScreen,
  FirstScreenRenderer,
  FirstScreenRequest,
  RenderedFirstScreen,
} from '@portal/contract/first-screen';
import {
  FIRST_SCREEN_ATTRIBUTE,
  PAINTED,
  ROOT_ELEMENT_ID,
} from '@portal/contract/first-screen-markup';
import { type PublicPortalConfig, publicPortalConfigSchema } from '@portal/contract/portal';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { portalConfigQueryOptions } from '../../features/portal/api/get-portal-config';
import { tenantDefaultLanguage } from '../../features/portal/lib/tenant-config';
import { brandVariables } from '../../lib/brand';
import { firstScreenBlockHtml } from '../../lib/first-screen-block';
import { preferredLanguage } from '../../lib/language-preference';
import { routeNames } from '../../lib/route-names';
import { documentTitle } from '../effects/document-title';
import { decideGuard } from '../guards/guard-decision';
import { AppProvider } from '../provider';
import { firstScreenRoutes, pageRouteOf } from './server-routes';
import { screenI18n, screenTranslations } from './server-translations';

const handler = createStaticHandler(firstScreenRoutes);

function configOf(page: FirstScreenRequest['page']): PublicPortalConfig {
  return publicPortalConfigSchema.parse(page.config);
}

/**
 * The screen of a page request. None for `/login` (a cold start leaves for the identity provider
 * at once, decision 013) and none where the browser's guards would send the visitor elsewhere
 * (a page that needs a sign-in when the hints say signed out, a feature the tenant lacks).
 */
export const screenOf: FirstScreenRenderer['screenOf'] = ({ url, hints, page }) => {
  const { pathname, search } = new URL(url, 'http://portal.invalid');
  if (pathname === routeNames.login) return undefined;
  const matched = pageRouteOf(pathname);
  if (!matched) return undefined;
  const config = configOf(page);
  const redirect = decideGuard({
    meta: matched.meta,
    fullPath: `${pathname}${search}`,
    loggedIn: hints.signedIn,
    features: config.features,
    conditionHolds: true,
  });
  if (redirect !== null) return undefined;
  // The browser's order (lib/language-preference.ts) with what the server has: `?lang=`, the
  // language the browser showed last (its session choice or its customer's), the tenant's.
  const language = preferredLanguage({
    search,
    requested: hints.language,
    tenantDefault: tenantDefaultLanguage(config),
    offered: config.languages,
  });
  return { path: pathname, language, signedIn: hints.signedIn, monitoring: hints.monitoring };
};

/** The tenant's colours as the page's CSS variables, before any script applies them. */
function brandStyle(config: PublicPortalConfig): string {
  const variables = Object.entries(brandVariables(config.colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="portal-brand">:root{${variables}}</style>`;
}

export const render: FirstScreenRenderer['render'] = async (
  screen: FirstScreen,
  page,
): Promise<RenderedFirstScreen> => {
  const config = configOf(page);
  const matched = pageRouteOf(screen.path);
  if (!matched) throw new Error(`no page route for ${screen.path}`);
  const namespaces = matched.route.firstScreen?.namespaces ?? [];
  const translations = await screenTranslations(screen.language, namespaces, config.texts);
  const i18n = screenI18n(screen.language, translations);
  const client = new QueryClient();
  client.setQueryData(portalConfigQueryOptions().queryKey, config);

  const context = await handler.query(new Request(`http://portal.invalid${screen.path}`));
  if (context instanceof Response) throw new Error(`${screen.path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider client={client} translations={i18n} firstScreen={screen}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    {
      onError: (error) => void failures.push(error),
      // Everything in one piece: no boundary is sent apart to be swapped in by an inline script
      // (the page's policy runs none), as React does for a large shell.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // React would preload the logo from the body; the server preloads it from the head.
      onHeaders: () => undefined,
    },
  );
  // A part that failed would be left for the browser to render, with an error in its console.
  if (failures.length > 0) throw failures[0];
  const body = await new Response(prelude).text();
  const root = `<div id="${ROOT_ELEMENT_ID}" ${FIRST_SCREEN_ATTRIBUTE}="${PAINTED}">${body}</div>`;
  return {
    language: screen.language,
    title: documentTitle(i18n.t, matched.meta),
    head: `${brandStyle(config)}${firstScreenBlockHtml({ ...screen, translations })}`,
    root,
  };
};

const renderer: FirstScreenRenderer = { screenOf, render };
export default renderer;
