// /login without an answer or interaction: send the browser to the provider at once (what a
// login-required client does; spec §7), keeping the return path in the OIDC state. A signed-in
// customer goes straight to the return path instead. If the provider cannot be reached, the
// login failure message offers a retry.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../hooks/use-session';
import { startLogin } from '../lib/login-flow';
import { safeReturnTo } from '../lib/return-to';
import { LoginFailed } from './login-failed';
import { LoginProgress } from './login-progress';

export function LoginStart({
  returnTo,
  loginHint,
}: {
  returnTo: string | null;
  loginHint?: string;
}) {
  const { t } = useTranslation('pages');
  const { isLoggedIn } = useSession();
  const [failed, setFailed] = useState(false);
  // React may run the effect twice on mount (StrictMode); the login starts once.
  const started = useRef(false);

  useEffect(() => {
    if (isLoggedIn || started.current) return;
    started.current = true;
    startLogin({ returnTo, loginHint }).catch((error: unknown) => {
      console.error('Could not start the login', error);
      setFailed(true);
    });
  }, [isLoggedIn, returnTo, loginHint]);

  if (isLoggedIn) return <Navigate to={safeReturnTo(returnTo)} replace />;
  if (failed) return <LoginFailed returnTo={returnTo} />;
  return <LoginProgress text={t('login.redirecting')} />;
}
