// A cold /login (typed, bookmarked, or sent there by the server) leaves for the provider from the
// entry chunk, before the app loads (decision 013): that redirect is the one Lighthouse counts,
// and it should cost a few kilobytes, not React. Only the plain case is handled here: a callback
// (#code=…), a signed-in customer, or a page without the server's realm falls through to the app,
// whose /login page handles it.
import type { Realm } from '@portal/contract/portal';
import { StorageKey } from '@portal/domain/constants';
import { preferredLanguage } from '../../../lib/language-preference';
import {
  bootstrapDefaultLanguage,
  bootstrapLanguages,
  pageBootstrap,
} from '../../../lib/page-bootstrap';
import { RETURN_TO_PARAMETER, routeNames } from '../../../lib/route-names';
import { localStore } from '../../../lib/storage';
import { isLoginCallback, redirectToLogin } from './login-redirect';
import { safeReturnTo } from './return-to';

function realmOf(value: unknown): Realm | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const realm = value as Record<string, unknown>;
  const fields = [realm['auth-server-url'], realm.realm, realm.resource];
  if (!fields.every((field) => typeof field === 'string' && field !== '')) return undefined;
  return value as Realm;
}

/** Starts the login when this page is a cold /login; true when the browser is leaving. */
export async function startColdLogin(): Promise<boolean> {
  const { pathname, search, hash } = window.location;
  if (pathname !== routeNames.login || isLoginCallback(hash)) return false;
  if (localStore.has(StorageKey.User)) return false;
  const bootstrap = pageBootstrap();
  const realm = realmOf(bootstrap.realm);
  if (!realm) return false;
  await redirectToLogin(realm, {
    returnTo: safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAMETER)),
    language: preferredLanguage({
      search,
      tenantDefault: bootstrapDefaultLanguage(),
      offered: bootstrapLanguages(),
    }),
  });
  return true;
}
