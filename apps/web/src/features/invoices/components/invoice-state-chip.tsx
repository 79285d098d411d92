// Open or Paid (spec §4 invoice payment states), as a clear chip: an open invoice asks for action
// (warning colour), a paid one is done (success colour). Filled, so it reads at a glance.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Chip from '@mui/material/Chip';
import type { PaymentStateName } from '@portal/contract/invoices';
import { useTranslation } from 'react-i18next';

export function InvoiceStateChip({ state }: { state: PaymentStateName }) {
  const { t } = useTranslation('invoices');
  const paid = state === 'Paid';
  return (
    <Chip
      size="small"
      color={paid ? 'success' : 'warning'}
      icon={paid ? <CheckCircleOutlined /> : <ScheduleOutlined />}
      label={t(`state.${state}`)}
      sx={{ fontWeight: 700 }}
    />
  );
}
