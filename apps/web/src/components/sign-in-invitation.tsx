// Invites a signed-out visitor to sign in, and brings them back to this same address afterwards.
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../lib/route-names';
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
    <EmptyState icon={LockOutlined} title={title} text={text}>
      <Button variant="contained" component={Link} to={loginPathFor(`${pathname}${search}`)}>
        {button}
      </Button>
    </EmptyState>
  );
}
