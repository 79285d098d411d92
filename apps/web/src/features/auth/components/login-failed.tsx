// Spec §8: 'Something went wrong while logging in. Please try again.', with a button that starts
// the login again (back to the page the customer was going to).
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startLogin } from '../lib/login-flow';
import { AuthMessage } from './auth-message';

export function LoginFailed({ returnTo }: { returnTo?: string | null }) {
  const { t } = useTranslation(['pages', 'common']);
  const [leaving, setLeaving] = useState(false);
  const retry = () => {
    setLeaving(true);
    startLogin({ returnTo }).catch(() => setLeaving(false));
  };
  return (
    <AuthMessage
      icon={ErrorOutlineOutlined}
      title={t('pages:login.failedTitle')}
      text={t('pages:login.failed')}
    >
      <Button variant="contained" onClick={retry} loading={leaving}>
        {t('common:actions.retry')}
      </Button>
    </AuthMessage>
  );
}
