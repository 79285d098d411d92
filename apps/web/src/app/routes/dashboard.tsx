// The dashboard (spec §2): what to do next across all installations, then tomorrow's energy plan;
// loyalty and home in its top bar.
import { useTranslation } from 'react-i18next';
import { CentredSpinner } from '../../components/layouts/centred-spinner';
import { useHubTopBar } from '../../components/navigation/hub-top-bar-actions';
import { LoadErrorState } from '../../components/query-state';
import { useSession } from '../../features/auth/hooks/use-session';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useInstallations } from '../../features/installations/api/get-installations';
import { distinctInstallationTitles } from '../../features/installations/lib/installation-labels';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { DashboardEnergyPlan } from '../dashboard-energy-plan';

export default function DashboardRoute() {
  const { t } = useTranslation(['installations', 'common']);
  const { isLoggedIn } = useSession();
  const { features } = usePortalConfig();
  const query = useInstallations(isLoggedIn);
  useHubTopBar(features);
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <LoadErrorState
        title={t('installations:list.errorTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      <DashboardView
        rows={query.data}
        features={features}
        installationLabel={distinctInstallationTitles(query.data, t)}
      />
      <DashboardEnergyPlan features={features} />
    </>
  );
}
