// /installations/netoperator/{installation_id}: grid-operator registration (spec §2). The
// installation row of GET installations/ is looked up here, in the app layer, because features do
// not import each other; the page uses it for the links to the invoice and delivery pages.
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { GridOperatorPage } from '../../../features/grid-operator/components/grid-operator-page';
import { useInstallations } from '../../../features/installations/api/get-installations';

export default function InstallationsGridOperatorRoute() {
  const { installationId } = useParams();
  const { isLoggedIn } = useSession();
  const installations = useInstallations(isLoggedIn);
  const index = /^\d+$/.test(installationId ?? '') ? Number(installationId) : null;
  const row = index === null ? undefined : installations.data?.find((entry) => entry.id === index);
  return <GridOperatorPage installationIndex={index} signedIn={isLoggedIn} row={row} />;
}
