// /resetpassword?token=… (decision 006; spec §8): the new password, twice. A link that cannot be
// used (expired, used, unknown) or a reset that fails shows 'Something went wrong, try requesting
// a password reset again.' with a button to request a new link.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { routeNames } from '../../../lib/route-names';
import { usePasswordLink } from '../api/get-password-link';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { AuthMessage } from './auth-message';
import { NewPasswordForm } from './new-password-form';
import { ToLoginButton } from './to-login-button';

function ResetFailed() {
  const { t } = useTranslation('pages');
  return (
    <AuthMessage
      icon={ErrorOutlineOutlined}
      title={t('resetPassword.failedTitle')}
      text={t('resetPassword.failed')}
    >
      <Button variant="contained" component={Link} to={routeNames.forgotPassword}>
        {t('resetPassword.retry')}
      </Button>
    </AuthMessage>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = usePasswordLink(token);
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <AuthMessage
        icon={CheckCircleOutline}
        title={t('resetPassword.doneTitle')}
        text={t('resetPassword.doneText')}
      >
        <ToLoginButton email={reset.data.email} />
      </AuthMessage>
    );
  }
  if (!token || link.isError || reset.isError) return <ResetFailed />;
  if (link.isPending) return <CentredSpinner />;
  return (
    <AuthCard
      icon={PasswordOutlined}
      title={t('resetPassword.heading')}
      intro={t('resetPassword.intro')}
    >
      <NewPasswordForm
        email={link.data.email}
        submitLabel={t('resetPassword.submit')}
        pending={reset.isPending}
        onSubmit={(password) => reset.mutate({ token, password })}
      />
    </AuthCard>
  );
}
