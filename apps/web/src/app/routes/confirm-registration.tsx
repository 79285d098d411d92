// /confirmregistration (spec §2, no auth): the invited customer chooses a password.
import { ConfirmRegistrationPage } from '../../features/auth/components/confirm-registration-page';

export default function ConfirmRegistrationRoute() {
  return <ConfirmRegistrationPage />;
}
