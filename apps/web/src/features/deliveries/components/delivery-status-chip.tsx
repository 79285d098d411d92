// The delivery's state in words, with a coloured dot: to be planned (the installer acts),
// planned (the customer confirms and prepares), installed (done).
import type { Delivery } from '@portal/contract/deliveries';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

const dotColour = { toPlan: 'info.main', planned: 'warning.main', done: 'success.main' } as const;

export function DeliveryStatusChip({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  const confirmed = delivery.state === 'planned' && delivery.confirmedAt !== null;
  return (
    <StatusChip
      label={t(confirmed ? 'status.confirmed' : `status.${delivery.state}`)}
      dot={confirmed ? 'success.main' : dotColour[delivery.state]}
    />
  );
}
