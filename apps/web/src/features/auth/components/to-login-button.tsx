// "Log in" after registering or resetting a password: /login, with the address filled in.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeNames } from '../../../lib/route-names';
import type { LoginNavigationState } from './login-page';

export function ToLoginButton({
  email,
  variant = 'contained',
  label = 'auth.toLogin',
}: {
  email?: string;
  variant?: 'contained' | 'outlined';
  label?: 'auth.toLogin' | 'auth.backToLogin';
}) {
  const { t } = useTranslation('common');
  const state: LoginNavigationState = { loginHint: email };
  return (
    <Button
      variant={variant}
      // Outlined in the text colour: a light tenant colour is too faint for text on white.
      color={variant === 'outlined' ? 'inherit' : 'primary'}
      component={Link}
      to={routeNames.login}
      state={state}
    >
      {t(label)}
    </Button>
  );
}
