// The embedded provider's interaction screen (decision 006; spec §5, §8): e-mail and password,
// validated with the contract's login schema ('Email is required', 'Email is not valid', password
// required), posted to the provider, which answers where the code flow continues. Wrong e-mail or
// password: 'Email or password is incorrect'; locked: its own message; anything else: the login
// failure message, with a way to start again.
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ErrorCode } from '@portal/contract/error-code';
import { type LoginInput, loginSchema } from '@portal/contract/identity';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { ApiRequestError } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/validation-messages';
import { useInteraction } from '../api/get-interaction';
import { useSubmitLogin } from '../api/submit-login';
import { startLogin } from '../lib/login-flow';
import { AuthCard } from './auth-card';
import { LoginFailed } from './login-failed';
import { PasswordField } from './password-field';

/** The i18n key of a failed login: wrong credentials, locked, or the generic "try again". */
export function loginErrorKey(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code === ErrorCode.InvalidCredentials) return 'common:errors.codes.invalidCredentials';
  if (code === ErrorCode.AccountLocked) return 'common:errors.codes.accountLocked';
  return 'pages:login.failed';
}

function Credentials({ uid, initialEmail }: { uid: string; initialEmail: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const submit = useSubmitLogin(uid);
  const [values, setValues] = useState<LoginInput>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [leaving, setLeaving] = useState(false);
  const errorKey = submit.error ? loginErrorKey(submit.error) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(t, parsed.error));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: (redirectTo) => {
        setLeaving(true);
        // Replace: going back must not land on a finished interaction.
        window.location.replace(redirectTo);
      },
    });
  };
  const set = (field: keyof LoginInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard icon={LockOutlined} title={t('pages:login.heading')} intro={t('pages:login.intro')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {errorKey && (
            <Alert
              severity="error"
              role="alert"
              action={
                errorKey === 'pages:login.failed' ? (
                  <Button color="inherit" size="small" onClick={() => void startLogin()}>
                    {t('common:actions.retry')}
                  </Button>
                ) : undefined
              }
            >
              {t(errorKey)}
            </Alert>
          )}
          <TextField
            label={t('common:fields.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={set('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
          />
          <PasswordField
            label={t('common:fields.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" fullWidth loading={submit.isPending || leaving}>
            {t('pages:login.submit')}
          </Button>
          <Link
            component={RouterLink}
            to={routeNames.forgotPassword}
            state={{ email: values.email }}
            color="inherit"
            underline="always"
            sx={{ alignSelf: 'center', fontWeight: 600 }}
          >
            {t('pages:login.forgotPassword')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export function LoginForm({ uid }: { uid: string }) {
  const interaction = useInteraction(uid);
  if (interaction.isPending) return <CentredSpinner />;
  if (interaction.isError) return <LoginFailed />;
  return <Credentials uid={uid} initialEmail={interaction.data.loginHint ?? ''} />;
}
