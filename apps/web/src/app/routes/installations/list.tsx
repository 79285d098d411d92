// The installation list (spec §2): the customer's installations, what they hold, their status in
// words and the one next step of each.
import { useSession } from '../../../features/auth/hooks/use-session';
import { InstallationList } from '../../../features/installations/components/installation-list';
import { usePortalConfig } from '../../../features/portal/api/get-portal-config';

export default function InstallationsListRoute() {
  const { isLoggedIn } = useSession();
  const { features } = usePortalConfig();
  return <InstallationList signedIn={isLoggedIn} features={features} />;
}
