// The access token for an authenticated call (spec §4, §7): "built from a freshly refreshed
// token". Before each call the stored token is refreshed when it expires within 900 s, through
// the refresh-token grant (`signinSilent` uses it when a refresh token is held).
//
// Refresh tokens rotate and reuse of a rotated one revokes the grant, so one refresh runs at a
// time: calls in this tab share it, and tabs take turns through a Web Lock, each re-reading the
// stored tokens first (another tab may just have refreshed them).
//
// A refresh the token endpoint refuses (an OAuth error answer: HTTP 400, invalid_grant) ends the
// session: the tokens and the User entry are cleared, 'Failed to refresh token' is logged, and the
// customer is sent to login. A refresh that fails for other reasons (network) keeps the session
// and uses the current token while it is still valid.
import { TOKEN_REFRESH_MARGIN_S } from '@portal/domain/constants';
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { forgetUser } from '../session';

export const REFRESH_LOCK_NAME = 'portal.token-refresh';

type LoginRequired = () => void;
let onLoginRequired: LoginRequired = () => undefined;
let refreshing: Promise<User | null> | undefined;

/** What to do when the session ended under the customer (the app goes to /login). */
export function setLoginRequiredHandler(handler: LoginRequired): void {
  onLoginRequired = handler;
}

export function needsRefresh(user: User): boolean {
  return user.expires_in === undefined || user.expires_in <= TOKEN_REFRESH_MARGIN_S;
}

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, work) : work();
}

async function endSession(manager: UserManager): Promise<null> {
  await manager.removeUser();
  forgetUser();
  onLoginRequired();
  return null;
}

async function refresh(manager: UserManager): Promise<User | null> {
  const latest = await manager.getUser();
  if (!latest) return null;
  if (!needsRefresh(latest)) return latest;
  if (!latest.refresh_token) return latest.expired ? endSession(manager) : latest;
  try {
    return await manager.signinSilent();
  } catch (error) {
    console.error('Failed to refresh token', error);
    if (error instanceof ErrorResponse) return endSession(manager);
    return latest.expired ? null : latest;
  }
}

/** Refreshes the stored tokens once for every caller waiting at the same time. */
export function refreshTokens(manager: UserManager): Promise<User | null> {
  refreshing ??= withRefreshLock(() => refresh(manager)).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** A token valid for at least 900 more seconds (refreshed if needed), or null when signed out. */
export async function freshAccessToken(manager: UserManager): Promise<string | null> {
  const user = await manager.getUser();
  if (!user) return null;
  if (!needsRefresh(user)) return user.access_token;
  return (await refreshTokens(manager))?.access_token ?? null;
}
