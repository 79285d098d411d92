// The route tree the server paints a first screen with (decision 059): the browser's (router.tsx)
// with the same root, layouts and route meta, so the HTML is what the browser renders at the same
// address; each page is the one the route table lets the server paint itself (`firstScreen`) or
// the loading placeholder. No guards, loaders or lazy code: the server decides before it renders.
import { matchRoutes, type RouteObject } from 'react-router';
import { isRouteMeta, type RouteMeta } from '../guards/route-meta';
import { ShellLayout } from '../layouts/shell-layout';
import { RootError } from '../root-error';
import { RootLayout } from '../root-layout';
import { type PageRoute, pageRoutes } from '../route-table';
import { PagePlaceholder } from './page-placeholder';

export const firstScreenRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [
      {
        Component: ShellLayout,
        children: pageRoutes.map(({ path, meta, firstScreen }) => ({
          path,
          handle: meta,
          Component: firstScreen?.Component ?? PagePlaceholder,
        })),
      },
    ],
  },
];

/** The page route a path shows (the route table's catch-all for an unknown one). */
export function pageRouteOf(path: string): { meta: RouteMeta; route: PageRoute } | undefined {
  const handle = matchRoutes(firstScreenRoutes, path)?.at(-1)?.route.handle;
  if (!isRouteMeta(handle)) return undefined;
  const route = pageRoutes.find((candidate) => candidate.meta === handle);
  return route && { meta: handle, route };
}
