// /documents (spec §2): every document of the customer, grouped by installation. The page joins
// the shared installation list and its words (from the installations feature) to the documents
// feature, which must not import another feature.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/hooks/use-session';
import type { InstallationDescriber } from '../../features/documents/components/document-group';
import { DocumentsOverview } from '../../features/documents/components/documents-overview';
import { InstallationsGate } from '../../features/documents/components/installations-gate';
import { useInstallations } from '../../features/installations/api/get-installations';
import { InstallationStatusChip } from '../../features/installations/components/installation-status-chip';
import { installationTitle } from '../../features/installations/lib/installation-labels';

export default function DocumentsRoute() {
  const { t } = useTranslation('installations');
  const { isLoggedIn } = useSession();
  const query = useInstallations(isLoggedIn);
  const describe: InstallationDescriber = {
    title: (row) => installationTitle(row, t),
    status: (row) => <InstallationStatusChip status={row.status} />,
  };
  return (
    <InstallationsGate signedIn={isLoggedIn} query={query}>
      {(rows) => <DocumentsOverview rows={rows} describe={describe} />}
    </InstallationsGate>
  );
}
