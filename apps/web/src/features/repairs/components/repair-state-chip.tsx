// A repair's state in words (spec §4): open or resolved.
import type { RepairState } from '@portal/contract/repairs';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

export function RepairStateChip({ state }: { state: RepairState }) {
  const { t } = useTranslation('support');
  return (
    <StatusChip
      label={t(`repairs.state.${state}`)}
      dot={state === 'open' ? 'warning.main' : 'success.main'}
    />
  );
}
