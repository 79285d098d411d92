// One installation (spec §2): timeline, grouped articles and links to its sub-pages.
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { InstallationDetail } from '../../../features/installations/components/installation-detail';
import { usePortalConfig } from '../../../features/portal/api/get-portal-config';

export default function InstallationsDetailRoute() {
  const { installationId } = useParams();
  const { isLoggedIn } = useSession();
  const { features } = usePortalConfig();
  return (
    <InstallationDetail installationId={installationId} signedIn={isLoggedIn} features={features} />
  );
}
