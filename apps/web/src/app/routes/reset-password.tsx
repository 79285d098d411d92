// /resetpassword (decision 006, no auth, blank layout): choose a new password from a mailed link.
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
