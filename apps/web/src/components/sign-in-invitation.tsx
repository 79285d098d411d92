// Invites a signed-out visitor to sign in, and brings them back to this same address afterwards.
import { useLocation } from 'react-router';
import { loginPathFor } from '../lib/route-names';
import { ButtonLink } from '../ui/button';
import { LockIcon } from '../ui/icons';
import { EmptyState } from './empty-state';

export function SignInInvitation({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState icon={LockIcon} title={title} text={text}>
      <ButtonLink variant="contained" to={loginPathFor(`${pathname}${search}`)}>
        {button}
      </ButtonLink>
    </EmptyState>
  );
}
