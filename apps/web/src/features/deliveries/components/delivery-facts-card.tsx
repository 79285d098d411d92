// The facts of one delivery in a card: its state, the planned moment, the window in which the
// installation team arrives, and the customer's confirmation (the action, or when it was given).
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Delivery } from '@portal/contract/deliveries';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../lib/delivery-format';
import { ConfirmDeliveryButton } from './confirm-delivery-button';
import { DeliveryStatusChip } from './delivery-status-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}

export function DeliveryFactsCard({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation('deliveries');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const teamWindow = delivery.teamWindow;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mr: 'auto' }}>
            {t('detail.heading', { id: delivery.orderDeliveryId })}
          </Typography>
          <DeliveryStatusChip delivery={delivery} />
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>
          {t(
            delivery.state === 'planned' && delivery.confirmedAt !== null
              ? 'explain.confirmed'
              : `explain.${delivery.state}`,
          )}
        </Typography>
        {delivery.plannedDate !== null && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <Fact label={t(delivery.state === 'done' ? 'facts.installedOn' : 'facts.plannedOn')}>
              {formatDate(delivery.plannedDate, locale)}
            </Fact>
            {teamWindow !== null && delivery.state !== 'done' && (
              <Fact label={t('facts.teamWindow')}>
                {t('facts.window', {
                  from: formatClockTime(teamWindow.from, locale),
                  to: formatClockTime(teamWindow.to, locale),
                })}
              </Fact>
            )}
          </Box>
        )}
        {delivery.canConfirm && <ConfirmDeliveryButton delivery={delivery} />}
        {delivery.confirmedAt !== null && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleOutlineOutlined aria-hidden sx={{ color: 'success.main' }} />
            <Typography>
              {t('confirm.confirmedOn', { date: formatDate(delivery.confirmedAt, locale) })}
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
