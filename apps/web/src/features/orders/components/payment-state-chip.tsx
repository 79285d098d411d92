// The state of a payment stage in words with a coloured dot: not yet due, open (to pay), paid, or
// skipped (an earlier stage the order went past without an invoice, such as no prepayment).
// The text keeps the body colour so that it stays readable whatever the dot's colour.
import Circle from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ShownStageState } from '../lib/shown-stage-state';

const dotColour = {
  notInvoiced: 'text.disabled',
  skipped: 'text.disabled',
  open: 'warning.main',
  paid: 'success.main',
} as const;

export function PaymentStateChip({ state }: { state: ShownStageState }) {
  const { t } = useTranslation('orders');
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Circle sx={{ '&&': { color: dotColour[state], fontSize: 10, ml: 1 } }} />}
      label={t(`stages.state.${state}`)}
      sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
    />
  );
}
