// /login#code=…&state=… (or #error=…): the provider's answer. The library checks it and exchanges
// the code, the customer is loaded from auth/me, and the page they asked for opens.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { completeLogin, LoginFailedError } from '../lib/login-flow';
import { LoginFailed } from './login-failed';
import { LoginProgress } from './login-progress';

export function LoginCallback({ url }: { url: string }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ returnTo?: string } | undefined>();

  useEffect(() => {
    let current = true;
    completeLogin(url).then(
      (returnTo) => {
        if (current) void navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        console.error('Login failed', error);
        if (current) {
          setFailure({ returnTo: error instanceof LoginFailedError ? error.returnTo : undefined });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [url, navigate]);

  if (failure) return <LoginFailed returnTo={failure.returnTo} />;
  return <LoginProgress text={t('login.completing')} />;
}
