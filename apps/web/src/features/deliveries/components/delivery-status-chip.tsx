// The delivery's state in words, with a coloured dot: to be planned (the installer acts),
// planned (the customer confirms and prepares), installed (done).
import Circle from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import type { Delivery } from '@portal/contract/deliveries';
import { useTranslation } from 'react-i18next';

const dotColour = { toPlan: 'info.main', planned: 'warning.main', done: 'success.main' } as const;

export function DeliveryStatusChip({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  const confirmed = delivery.state === 'planned' && delivery.confirmedAt !== null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={
        <Circle
          sx={{
            '&&': {
              color: confirmed ? 'success.main' : dotColour[delivery.state],
              fontSize: 10,
              ml: 1,
            },
          }}
        />
      }
      label={t(confirmed ? 'status.confirmed' : `status.${delivery.state}`)}
      sx={{
        fontWeight: 600,
        bgcolor: 'background.paper',
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
