// Route meta (spec §2): `requiresAuth` chooses the full top bar versus a logo-only bar and makes
// the auth guard apply; `layout` chooses the layout (default blank); `feature` gates the route by a
// tenant feature; `condition` is the further check of guard step 3.
import type { Feature } from '@portal/domain/feature';
import type { RouteName } from '../../lib/route-names';

export type LayoutName = 'app' | 'blank';

export interface RouteCondition {
  holds: () => boolean | Promise<boolean>;
  /** Where to go when it fails; `/` unless given. */
  otherwise?: string;
  /** i18n key of the words that tell the customer, on the page he lands on, why he is there. */
  notice?: string;
}

export interface RouteMeta {
  name?: RouteName;
  requiresAuth: boolean;
  layout: LayoutName;
  feature?: Feature;
  condition?: RouteCondition;
  /** i18n key of the page title, shown in the top bar and the document title. */
  titleKey: string;
  /** False for the landing page: no top bar and no side bar. */
  topBar: boolean;
  /** The home view of the installed app: its mobile top bar also shows loyalty and notifications. */
  homeView: boolean;
  /**
   * A page of the customer's own data on a route the spec leaves without the auth guard: a
   * signed-out visitor sees an invitation to sign in (and come back) instead of the page.
   */
  customerData: boolean;
}

export function defineMeta(meta: Partial<RouteMeta> & Pick<RouteMeta, 'titleKey'>): RouteMeta {
  return {
    requiresAuth: false,
    layout: 'blank',
    topBar: true,
    homeView: false,
    customerData: false,
    ...meta,
  };
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'layout' in value;
}
