// The /login page (spec §2, blank layout) in its two moments (the form itself is the identity
// provider's page, decision 013):
//   #code=…&state=…         the provider's answer: complete the login and go where asked;
//   anything else           start the login at the provider (with ?returnTo= from the guards).
import { useLocation } from 'react-router';
import { RETURN_TO_PARAMETER } from '../../../lib/route-names';
import { isLoginCallback } from '../lib/login-redirect';
import { LoginCallback } from './login-callback';
import { LoginStart } from './login-start';

/** Router state a page may pass to /login: the e-mail address to fill in. */
export interface LoginNavigationState {
  loginHint?: string;
}

function loginHintOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('loginHint' in state)) return undefined;
  return typeof state.loginHint === 'string' ? state.loginHint : undefined;
}

export function LoginPage() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  if (isLoginCallback(location.hash)) {
    return (
      <LoginCallback
        url={`${window.location.origin}${location.pathname}${location.search}${location.hash}`}
      />
    );
  }
  return (
    <LoginStart
      returnTo={search.get(RETURN_TO_PARAMETER)}
      loginHint={loginHintOf(location.state)}
    />
  );
}
