// /referral/{code} (ours, no auth, blank layout, feature loyalty): the tenant's public
// referral page, where a customer's friend leaves their details.
import { useParams } from 'react-router';
import { ReferralPage } from '../../features/loyalty/components/referral-page';

export default function ReferralRoute() {
  const { code } = useParams();
  return <ReferralPage code={code ?? ''} />;
}
