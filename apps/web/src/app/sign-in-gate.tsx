// Pages of the customer's own data on routes the spec leaves without the auth guard (spec §2:
// delivery, invoice, offer, order… details). A signed-out visitor — say, from a link in a mail —
// is invited to sign in and comes back to the same page afterwards, instead of a page that
// cannot load. The guard order of spec §2 stays as it is.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInInvitation } from '../components/sign-in-invitation';
import { useSession } from '../features/auth/hooks/use-session';

function SignInToSeePage() {
  const { t } = useTranslation('pages');
  return (
    <SignInInvitation
      title={t('signedOut.title')}
      text={t('signedOut.text')}
      button={t('signedOut.button')}
    />
  );
}

export function withSignInGate(Page: ComponentType): ComponentType {
  function SignedInPage() {
    const { isLoggedIn } = useSession();
    return isLoggedIn ? <Page /> : <SignInToSeePage />;
  }
  return SignedInPage;
}
