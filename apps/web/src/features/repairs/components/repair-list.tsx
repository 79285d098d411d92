// /installations/repairs/list/{installation_id} (spec §2): the installation's open and resolved
// repairs. A failed load shows the error with a retry, never an empty list.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Repair } from '@portal/contract/repairs';
import { useTranslation } from 'react-i18next';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { LoadErrorState } from '../../../components/query-state';
import { useInstallationRepairs } from '../api/get-repairs';
import { repairGroups } from '../lib/repair-groups';
import { RepairCard } from './repair-card';

export function RepairCards({ repairs, empty }: { repairs: readonly Repair[]; empty: string }) {
  if (repairs.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {repairs.map((repair) => (
        <RepairCard key={repair.id} repair={repair} />
      ))}
    </Box>
  );
}

export function RepairList({
  of,
}: {
  /** The installation's delivery and invoice; null when it has no delivery (so no repairs). */
  of: { deliveryId: number; invoiceId: number | null } | null;
}) {
  const { t } = useTranslation('support');
  const query = useInstallationRepairs(of);
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return (
      <LoadErrorState
        title={t('repairs.loadErrorTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { open, resolved } = repairGroups(query.data);
  return (
    <>
      <PageSection id="repairs-open" title={t('repairs.open')}>
        <RepairCards repairs={open} empty={t('repairs.noneOpen')} />
      </PageSection>
      <PageSection id="repairs-resolved" title={t('repairs.resolved')}>
        <RepairCards repairs={resolved} empty={t('repairs.noneResolved')} />
      </PageSection>
    </>
  );
}
