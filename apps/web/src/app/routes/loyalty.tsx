// /loyalty (feature loyalty): the customer's referral link, friends and vouchers. The
// link is built on the portal's own address, where the friend's referral page lives.
import { useSession } from '../../features/auth/hooks/use-session';
import { LoyaltyPage } from '../../features/loyalty/components/loyalty-page';

export default function LoyaltyRoute() {
  const { isLoggedIn } = useSession();
  return <LoyaltyPage signedIn={isLoggedIn} origin={window.location.origin} />;
}
