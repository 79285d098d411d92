// /forgotpassword (decision 006; spec §8): the customer's e-mail address; a link to choose a new
// password is mailed. An unknown address gets the 'account not found' message with a button back
// to the login.
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorCode } from '@portal/contract/error-code';
import { forgotPasswordSchema } from '@portal/contract/identity';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { fieldErrorsOf } from '../../../lib/validation-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';
import { AuthMessage } from './auth-message';
import { ToLoginButton } from './to-login-button';

function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

export function ForgotPasswordPage() {
  const { t } = useTranslation(['pages', 'common']);
  const location = useLocation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState<string | undefined>();

  if (request.isSuccess) {
    return (
      <AuthMessage
        icon={MarkEmailReadOutlined}
        title={t('pages:forgotPassword.sentTitle')}
        text={t('pages:forgotPassword.sentText', { email: request.data.email })}
      >
        <ToLoginButton email={request.data.email} variant="outlined" label="auth.backToLogin" />
      </AuthMessage>
    );
  }
  if (
    request.error instanceof ApiRequestError &&
    request.error.code === ErrorCode.AccountNotFound
  ) {
    return (
      <AuthMessage
        icon={PersonSearchOutlined}
        title={t('pages:forgotPassword.notFoundTitle')}
        text={t('common:errors.codes.accountNotFound')}
      >
        <ToLoginButton label="auth.backToLogin" />
        <Button variant="outlined" color="inherit" onClick={() => request.reset()}>
          {t('common:actions.retry')}
        </Button>
      </AuthMessage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsOf<'email'>(t, parsed.error).email);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.email);
  };

  return (
    <AuthCard
      icon={LockResetOutlined}
      title={t('pages:forgotPassword.heading')}
      intro={t('pages:forgotPassword.intro')}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {request.isError && <Alert severity="error">{t(errorKeyOf(request.error))}</Alert>}
          <TextField
            label={t('common:fields.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
          />
          <Button type="submit" variant="contained" fullWidth loading={request.isPending}>
            {t('pages:forgotPassword.submit')}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <ToLoginButton email={email || undefined} variant="outlined" label="auth.backToLogin" />
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
