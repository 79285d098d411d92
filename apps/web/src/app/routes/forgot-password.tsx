// /forgotpassword (decision 006, no auth, blank layout): request a link to choose a new password.
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
