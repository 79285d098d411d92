// The OpenID Connect client (spec §4, §7; decision 006): oidc-client-ts's UserManager for the
// tenant's realm, built once from GET portal/realm — authority `{auth-server-url}/realms/{realm}`,
// client id `resource` — so a tenant on a real Keycloak realm needs configuration, not code.
// Code flow with PKCE S256 (the library's default; its verifier is 96 characters, spec §9),
// answers in the URL fragment, tokens kept in localStorage so a reload keeps the session. The
// library checks state and nonce; stored login state older than one hour is dropped (spec §9).
// We refresh tokens ourselves (access-token.ts), so no automatic renew, no session iframe and
// no userinfo call.
import type { Realm } from '@portal/contract/portal';
import { LOGIN_STATE_LIFETIME_MS } from '@portal/domain/constants';
import { UserManager, type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { routeNames } from '../../../lib/route-names';
import { authorityOf, OIDC_SCOPE } from './login-redirect';
import { loadRealm, OIDC_STORAGE_PREFIX, type RealmLoader, setRealmLoader } from './realm-source';

/** The settings for one realm; `origin` is this page's origin (redirect URIs are exact). */
export function userManagerSettings(realm: Realm, origin: string): UserManagerSettings {
  // Spec §5: the login client configuration requires a client id and a realm.
  if (!realm.resource) throw new Error('clientId missing');
  if (!realm.realm) throw new Error('realm missing');
  const store = new WebStorageStateStore({
    prefix: OIDC_STORAGE_PREFIX,
    store: window.localStorage,
  });
  return {
    authority: authorityOf(realm),
    client_id: realm.resource,
    redirect_uri: `${origin}${routeNames.login}`,
    post_logout_redirect_uri: `${origin}${routeNames.login}`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: OIDC_SCOPE,
    userStore: store,
    stateStore: store,
    staleStateAgeInSeconds: LOGIN_STATE_LIFETIME_MS / 1000,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    revokeTokensOnSignout: false,
  };
}

let manager: Promise<UserManager> | undefined;

/** Names where the realm comes from and forgets a built client (tests switch realms). */
export function configureUserManager(loader: RealmLoader): void {
  setRealmLoader(loader);
  manager = undefined;
}

/** The tenant's UserManager, built on first use; a failed realm fetch is retried next time. */
export function getUserManager(): Promise<UserManager> {
  if (!manager) {
    const building = loadRealm().then(
      (realm) => new UserManager(userManagerSettings(realm, window.location.origin)),
    );
    manager = building;
    building.catch(() => {
      if (manager === building) manager = undefined;
    });
  }
  return manager;
}
