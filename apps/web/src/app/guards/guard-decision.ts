// The route guards of spec §2 as one pure decision, in the spec's order:
//   1. a route requiring authentication sends an unauthenticated user to /login (with a return-to);
//   2. a route marked with a feature sends the user to / when the tenant lacks that feature;
//   3. when a further condition fails and the path is not /, the user goes to / (or the
//      condition's own target: insights without a flexio device go to monitoring).
// Loading the user (step 1's first half) happens before, in the guard middleware.
import { loginPathFor } from '../../lib/route-names';
import type { RouteMeta } from './route-meta';

export interface GuardInput {
  meta: Pick<RouteMeta, 'requiresAuth' | 'feature' | 'condition'>;
  /** Path, query and hash being navigated to. */
  fullPath: string;
  loggedIn: boolean;
  features: readonly string[];
  conditionHolds: boolean;
}

/** The path to redirect to, or null to let the navigation through. */
export function decideGuard(input: GuardInput): string | null {
  const { meta, fullPath, loggedIn, features, conditionHolds } = input;
  const pathname = fullPath.split(/[?#]/, 1)[0] || '/';
  if (meta.requiresAuth && !loggedIn) {
    return loginPathFor(fullPath);
  }
  if (meta.feature && !features.includes(meta.feature)) return '/';
  if (!conditionHolds && pathname !== '/') return meta.condition?.otherwise ?? '/';
  return null;
}

/**
 * Why the guards sent a signed-in customer elsewhere, as an i18n key: the tenant lacks the page's
 * feature, or the page's further condition failed and says why; none for the sign-in redirect.
 */
export function guardNotice(input: GuardInput): string | null {
  const { meta, loggedIn, features, conditionHolds } = input;
  if (!decideGuard(input) || (meta.requiresAuth && !loggedIn)) return null;
  if (meta.feature && !features.includes(meta.feature)) return 'common:guards.featureOff';
  return conditionHolds ? null : (meta.condition?.notice ?? null);
}
