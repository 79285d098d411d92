// The head of the order page: its number, when it was ordered, its status in words (the tenant's
// status list) and the signed total.
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/contract/orders';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { StatusChip } from '../../../components/status-chip';

export function OrderSummaryCard({
  order,
  statusText,
  locale,
}: {
  order: Order;
  statusText: string | undefined;
  locale: FormatLocale;
}) {
  const { t } = useTranslation('orders');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '48px 1fr', sm: '48px 1fr auto' },
          // On a phone the total goes under the heading rather than squeezing it.
          gridTemplateAreas: { xs: '"icon main" ". total"', sm: '"icon main total"' },
          columnGap: 2,
          rowGap: 1,
          alignItems: 'start',
        }}
      >
        <IconTile icon={AssignmentOutlined} gridArea="icon" />
        <Box sx={{ gridArea: 'main', minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('summary.heading', { id: order.orderId })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('summary.orderedOn', {
              date: formatDate(order.orderedAt, locale, { withTime: false }),
            })}
          </Typography>
          {statusText && (
            <Box sx={{ mt: 1 }}>
              <StatusChip label={t('summary.status', { status: statusText })} />
            </Box>
          )}
        </Box>
        {order.totalInclVatCents !== null && (
          <Box sx={{ gridArea: 'total', textAlign: { xs: 'left', sm: 'right' } }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('summary.total')}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
              {formatMoney(order.totalInclVatCents, locale)}
            </Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
