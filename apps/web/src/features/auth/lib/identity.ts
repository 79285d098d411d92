// Plugs OpenID Connect into the session (spec §4): the guard's user loader (auth/me when tokens
// live on but the User entry has expired), the token source of every authenticated call (refreshed
// within 900 s of expiry), and the provider logout. Called once at start-up by the app, which
// names where the realm comes from (GET portal/realm) and how to send the customer to /login.
import type { Realm } from '@portal/contract/portal';
import { setIdentityLogout } from '../logout';
import { connectIdentity, type StoredUser } from '../session';
import { freshAccessToken, setLoginRequiredHandler } from './access-token';
import { endProviderSession } from './end-provider-session';
import { loadCustomer } from './load-customer';
import { configureUserManager, getUserManager, hasStoredTokens } from './user-manager';

async function reloadCustomer(): Promise<StoredUser | undefined> {
  // Visitors without tokens need no realm fetch on their way through the guards.
  if (!hasStoredTokens()) return undefined;
  try {
    const token = await freshAccessToken(await getUserManager());
    return token ? await loadCustomer(token) : undefined;
  } catch {
    // Provider or API unreachable: treated as signed out for this navigation; tokens are kept.
    return undefined;
  }
}

async function accessToken(): Promise<string | null> {
  return freshAccessToken(await getUserManager());
}

export function startIdentity(options: {
  loadRealm: () => Promise<Realm>;
  /** The session ended under the customer (refresh refused): go to /login. */
  onLoginRequired: () => void;
}): void {
  configureUserManager(options.loadRealm);
  setLoginRequiredHandler(options.onLoginRequired);
  connectIdentity({ loadUser: reloadCustomer, getToken: accessToken });
  setIdentityLogout(async () => endProviderSession(await getUserManager()));
}
