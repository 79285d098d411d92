// The dashboard (spec §2): what to do next across all installations.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { CentredSpinner } from '../../components/layouts/centred-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useInstallations } from '../../features/installations/api/get-installations';
import { installationTitle } from '../../features/installations/lib/installation-labels';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { errorKeyOf } from '../../lib/api-error';

export default function DashboardRoute() {
  const { t } = useTranslation(['installations', 'common']);
  const { isLoggedIn } = useSession();
  const { features } = usePortalConfig();
  const query = useInstallations(isLoggedIn);
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('installations:list.errorTitle')}
        text={t(errorKeyOf(query.error))}
      >
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <DashboardView
      rows={query.data}
      features={features}
      installationLabel={(row) => installationTitle(row, t)}
    />
  );
}
