// Pages of the customer's own data on routes the spec leaves without the auth guard (spec §2:
// delivery, invoice, offer, order… details). A signed-out visitor — say, from a link in a mail —
// is invited to sign in and comes back to the same page afterwards, instead of a page that
// cannot load. The guard order of spec §2 stays as it is.
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { useSession } from '../features/auth/hooks/use-session';
import { loginPathFor } from '../lib/route-names';

function SignInInvitation() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  return (
    <EmptyState icon={LockOutlined} title={t('signedOut.title')} text={t('signedOut.text')}>
      <Button variant="contained" component={Link} to={loginPathFor(`${pathname}${search}`)}>
        {t('signedOut.button')}
      </Button>
    </EmptyState>
  );
}

export function withSignInGate(Page: ComponentType): ComponentType {
  function SignedInPage() {
    const { isLoggedIn } = useSession();
    return isLoggedIn ? <Page /> : <SignInInvitation />;
  }
  return SignedInPage;
}
