// /installations/documents/{installation_id} (spec §2): the documents of one installation. The
// page joins the shared installation list and its words (from the installations feature) to the
// documents feature, which must not import another feature.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import type { InstallationDescriber } from '../../../features/documents/components/document-group';
import { InstallationDocumentsView } from '../../../features/documents/components/installation-documents-view';
import { InstallationsGate } from '../../../features/documents/components/installations-gate';
import { useInstallations } from '../../../features/installations/api/get-installations';
import { InstallationStatusChip } from '../../../features/installations/components/installation-status-chip';
import { installationTitle } from '../../../features/installations/lib/installation-labels';

export default function InstallationsDocumentsRoute() {
  const { installationId } = useParams();
  const { t } = useTranslation('installations');
  const { isLoggedIn } = useSession();
  const query = useInstallations(isLoggedIn);
  const describe: InstallationDescriber = {
    title: (row) => installationTitle(row, t),
    status: (row) => <InstallationStatusChip status={row.status} />,
  };
  return (
    <InstallationsGate signedIn={isLoggedIn} query={query}>
      {(rows) => (
        <InstallationDocumentsView
          rows={rows}
          installationId={installationId}
          describe={describe}
        />
      )}
    </InstallationsGate>
  );
}
