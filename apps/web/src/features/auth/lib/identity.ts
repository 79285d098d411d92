// Plugs OpenID Connect into the session (spec §4): the guard's user loader (auth/me when tokens
// live on but the User entry has expired), the token source of every authenticated call (refreshed
// within 900 s of expiry), and the provider logout. Called once at start-up by the app, which
// names where the realm comes from (GET portal/realm) and how to send the customer to /login.
// oidc-client-ts is loaded on first use (a token, a logout), not with the first page.
import type { Realm } from '@portal/contract/portal';
import { setIdentityLogout } from '../logout';
import { connectIdentity, type StoredUser } from '../session';
import { loadCustomer } from './load-customer';
import { hasStoredTokens, setRealmLoader } from './realm-source';

let onLoginRequired: () => void = () => undefined;

/** The OpenID client and its token logic, loaded once when first needed. */
async function openIdClient() {
  const [tokens, users, logout] = await Promise.all([
    import('./access-token'),
    import('./user-manager'),
    import('./end-provider-session'),
  ]);
  tokens.setLoginRequiredHandler(onLoginRequired);
  const manager = await users.getUserManager();
  return {
    freshAccessToken: () => tokens.freshAccessToken(manager),
    endProviderSession: () => logout.endProviderSession(manager),
  };
}

async function accessToken(): Promise<string | null> {
  return (await openIdClient()).freshAccessToken();
}

async function reloadCustomer(): Promise<StoredUser | undefined> {
  // Visitors without tokens need no realm fetch on their way through the guards.
  if (!hasStoredTokens()) return undefined;
  try {
    const token = await accessToken();
    return token ? await loadCustomer(token) : undefined;
  } catch {
    // Provider or API unreachable: treated as signed out for this navigation; tokens are kept.
    return undefined;
  }
}

/**
 * A signed-in page needs the token logic before its first call: start loading it (and refresh the
 * tokens if due) at once, in parallel with the page's own chunks (decision 013).
 */
export function warmUpIdentity(): void {
  if (hasStoredTokens()) void accessToken().catch(() => undefined);
}

export function startIdentity(options: {
  loadRealm: () => Promise<Realm>;
  /** The session ended under the customer (refresh refused): go to /login. */
  onLoginRequired: () => void;
}): void {
  setRealmLoader(options.loadRealm);
  onLoginRequired = options.onLoginRequired;
  connectIdentity({ loadUser: reloadCustomer, getToken: accessToken });
  setIdentityLogout(async () => (await openIdClient()).endProviderSession());
}
