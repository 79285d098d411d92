// /confirmregistration?token=… (spec §2; decision 006): the invited customer chooses a password.
// An expired link says so and offers a new one; a used link says so and offers the login.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { errorKeyOf } from '../../../lib/api-error';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useRegistrationLink } from '../api/get-registration-link';
import { useResendRegistration } from '../api/resend-registration';
import { AuthCard } from './auth-card';
import { AuthMessage } from './auth-message';
import { linkProblemOf } from './link-problem';
import { NewPasswordForm } from './new-password-form';
import { ToLoginButton } from './to-login-button';

function ExpiredLink({ token }: { token: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const resend = useResendRegistration();
  if (resend.isSuccess) {
    return (
      <AuthMessage
        icon={MarkEmailReadOutlined}
        title={t('pages:confirmRegistration.resentTitle')}
        text={t('pages:confirmRegistration.resentText', { email: resend.data.email })}
      />
    );
  }
  return (
    <AuthMessage
      icon={LinkOffOutlined}
      title={t('pages:confirmRegistration.expiredTitle')}
      text={t('pages:confirmRegistration.expiredText')}
    >
      {resend.isError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {t(errorKeyOf(resend.error))}
        </Alert>
      )}
      <Button variant="contained" loading={resend.isPending} onClick={() => resend.mutate(token)}>
        {t('pages:confirmRegistration.resend')}
      </Button>
    </AuthMessage>
  );
}

export function ConfirmRegistrationPage() {
  const { t } = useTranslation(['pages', 'common']);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useRegistrationLink(token);
  const confirm = useConfirmRegistration();
  const problem = token ? (linkProblemOf(link.error) ?? linkProblemOf(confirm.error)) : 'invalid';

  if (confirm.isSuccess) {
    return (
      <AuthMessage
        icon={CheckCircleOutline}
        title={t('pages:confirmRegistration.doneTitle')}
        text={t('pages:confirmRegistration.doneText', { email: confirm.data.email })}
      >
        <ToLoginButton email={confirm.data.email} />
      </AuthMessage>
    );
  }
  if (problem === 'expired') return <ExpiredLink token={token} />;
  if (problem === 'used' || problem === 'invalid') {
    return (
      <AuthMessage
        icon={LinkOffOutlined}
        title={t(`pages:confirmRegistration.${problem}Title`)}
        text={t(`pages:confirmRegistration.${problem}Text`)}
      >
        <ToLoginButton />
      </AuthMessage>
    );
  }
  if (link.isPending) return <CentredSpinner />;
  if (link.isError) {
    return (
      <AuthMessage
        icon={LinkOffOutlined}
        title={t('pages:confirmRegistration.invalidTitle')}
        text={t(errorKeyOf(link.error))}
      >
        <Button variant="contained" onClick={() => void link.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </AuthMessage>
    );
  }
  return (
    <AuthCard
      icon={HowToRegOutlined}
      title={t('pages:confirmRegistration.heading')}
      intro={t('pages:confirmRegistration.intro')}
    >
      <NewPasswordForm
        email={link.data.email}
        submitLabel={t('pages:confirmRegistration.submit')}
        pending={confirm.isPending}
        error={confirm.isError && <Alert severity="error">{t(errorKeyOf(confirm.error))}</Alert>}
        onSubmit={(password) => confirm.mutate({ token, password })}
      />
    </AuthCard>
  );
}
