// The login page (spec §2, blank layout): the provider's interaction screen, the answer from the
// provider, or the start of a login (features/auth/components/login-page.tsx).
import { LoginPage } from '../../features/auth/components/login-page';

export default function LoginRoute() {
  return <LoginPage />;
}
