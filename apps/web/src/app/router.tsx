// The data router: a root route (tenant configuration and translations loaded before the first
// paint, ?lang= applied on every navigation) around the layout chooser and every page of
// route-table.ts, each lazily loaded behind its guard middleware.
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, redirect } from 'react-router';
import { CentredSpinner } from '../components/layouts/centred-spinner';
import { isLoggedIn } from '../features/auth/session';
import { routeNames } from '../lib/route-names';
import { afterFirstScreen } from './first-screen/page-placeholder';
import { guardMiddleware } from './guards/guard-middleware';
import { ShellLayout } from './layouts/shell-layout';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import { languageMiddleware, rootLoader } from './root-loader';
import { type PageRoute, pageRoutes } from './route-table';
import { withSignInGate } from './sign-in-gate';

/** The page inside the tenant's MUI theme (decision 026). */
function inTheme(
  Scope: ComponentType<{ children: ReactNode }>,
  Page: ComponentType,
): ComponentType {
  return function ThemedPage() {
    return (
      <Scope>
        <Page />
      </Scope>
    );
  };
}

function toRouteObject(route: PageRoute): RouteObject {
  const { path, meta, load, prefetch, withoutMui, firstScreen } = route;
  return {
    path,
    handle: meta,
    middleware: [guardMiddleware(meta)],
    // Not awaited: the page renders from the cache and its query as usual.
    loader: prefetch
      ? () => {
          if (isLoggedIn()) void prefetch().catch(() => undefined);
          return null;
        }
      : undefined,
    lazy: {
      Component: async () => {
        // The MUI theme loads with the page's code, in parallel: the first page draws without MUI
        // and does not pay for it.
        const [{ default: loaded }, theme] = await Promise.all([
          load(),
          withoutMui ? undefined : import('../components/mui-theme-scope'),
        ]);
        const Page = theme ? inTheme(theme.MuiThemeScope, loaded) : loaded;
        const shown = meta.customerData ? withSignInGate(Page) : Page;
        // A page the server paints as loading stays so until its first screen is hydrated.
        return firstScreen ? shown : afterFirstScreen(shown);
      },
    },
  };
}

/**
 * Addresses a customer may type or keep that name no page of their own: each leads to the page it
 * stands for (the monitoring group's first page), with its query kept, instead of a not-found page.
 */
const standIns: RouteObject[] = [
  {
    path: '/monitoring',
    loader: ({ request }) => redirect(`${routeNames.monitoring}${new URL(request.url).search}`),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <CentredSpinner fullScreen />,
    ErrorBoundary: RootError,
    loader: rootLoader,
    // The configuration is loaded once; later navigations only run the middleware.
    shouldRevalidate: () => false,
    middleware: [languageMiddleware],
    children: [
      { Component: ShellLayout, children: [...pageRoutes.map(toRouteObject), ...standIns] },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
