// The two halves of signing in (spec §4, decisions 006 and 013). `startLogin` sends the browser
// to the provider's authorization endpoint (login-redirect.ts: the return path in the OIDC state,
// a fresh nonce, the interface language as `ui_locales`). The provider answers with its login
// page and comes back to /login with the answer in the URL fragment; `completeLogin` lets
// oidc-client-ts check it (state, nonce, PKCE), exchanges the code, loads the customer and says
// where to go. An `authentication_expired` error restarts the login (spec §4).
import { ErrorResponse } from 'oidc-client-ts';
import { currentLanguage } from '../../../lib/i18n';
import { loadCustomer } from './load-customer';
import { redirectToLogin } from './login-redirect';
import { loadRealm } from './realm-source';
import { safeReturnTo } from './return-to';
import { getUserManager } from './user-manager';

export interface LoginStart {
  /** The page to show after login; the start page when absent or not a path of this SPA. */
  returnTo?: string | null;
  /** An e-mail address to fill in on the login screen. */
  loginHint?: string;
}

/** Leaves for the provider; the promise settles only if starting fails. */
export async function startLogin({ returnTo, loginHint }: LoginStart = {}): Promise<void> {
  await redirectToLogin(await loadRealm(), {
    returnTo: safeReturnTo(returnTo),
    language: currentLanguage(),
    loginHint,
  });
}

export function isAuthenticationExpired(error: unknown): error is ErrorResponse {
  return (
    error instanceof ErrorResponse &&
    (error.error === 'authentication_expired' ||
      error.error_description === 'authentication_expired')
  );
}

/** A failed login callback, with the page the customer was going to (for "try again"). */
export class LoginFailedError extends Error {
  readonly returnTo: string;
  constructor(returnTo: string, cause: unknown) {
    super('Login failed', { cause });
    this.name = 'LoginFailedError';
    this.returnTo = returnTo;
  }
}

async function processCallback(url: string): Promise<string> {
  const manager = await getUserManager();
  // Stored login state older than one hour no longer counts (spec §9).
  await manager.clearStaleState();
  let returnTo = safeReturnTo(undefined);
  try {
    const user = await manager.signinCallback(url);
    if (!user) throw new Error('The login answer carried no tokens');
    returnTo = safeReturnTo(user.url_state);
    await loadCustomer(user.access_token);
    return returnTo;
  } catch (error) {
    if (error instanceof ErrorResponse) returnTo = safeReturnTo(error.url_state);
    if (isAuthenticationExpired(error)) await startLogin({ returnTo });
    await manager.removeUser();
    throw new LoginFailedError(returnTo, error);
  }
}

const callbacks = new Map<string, Promise<string>>();

/**
 * Completes the login from the callback URL and resolves to the return path. Memoised per URL:
 * the answer can be redeemed once, and React may mount the page twice.
 */
export function completeLogin(url: string): Promise<string> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = processCallback(url);
    callbacks.set(url, pending);
  }
  return pending;
}
