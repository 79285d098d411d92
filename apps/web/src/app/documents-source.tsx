// What both documents pages (/documents and /installations/documents/{id}) hand the documents
// feature: the session's shared installation list and the installations feature's words for an
// installation. The app layer joins them because a feature must not import another feature.
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/hooks/use-session';
import type { InstallationDescriber } from '../features/documents/components/document-group';
import { useInstallations } from '../features/installations/api/get-installations';
import { InstallationStatusChip } from '../features/installations/components/installation-status-chip';
import { distinctInstallationTitles } from '../features/installations/lib/installation-labels';
import { journeyOf } from '../features/installations/lib/journey-of';
import { usePortalConfig } from '../features/portal/api/get-portal-config';

export function useDocumentsSource() {
  const { t } = useTranslation('installations');
  const { isLoggedIn } = useSession();
  const { features } = usePortalConfig();
  const query = useInstallations(isLoggedIn);
  const describe: InstallationDescriber = {
    title: distinctInstallationTitles(query.data ?? [], t),
    status: (row) => <InstallationStatusChip journey={journeyOf(row, features)} />,
  };
  return { query, describe };
}
