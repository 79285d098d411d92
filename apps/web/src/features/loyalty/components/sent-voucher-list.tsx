// The vouchers the company sent (integration API): what the customer needs to use one, its code
// and last day, and whether it is still to use, used or cancelled (a cancelled one does not count
// in the total above, and says so here rather than vanish).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SentVoucher } from '@portal/contract/loyalty';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import type { VoucherStatus } from '@portal/domain/loyalty';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';

const dots: Record<VoucherStatus, string> = {
  issued: 'success.main',
  redeemed: 'info.main',
  cancelled: 'text.disabled',
};

export function SentVoucherList({ vouchers }: { vouchers: readonly SentVoucher[] }) {
  const { t, i18n } = useTranslation(['loyalty', 'common']);
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const company = t('common:companyName');
  return (
    <Box
      component="ul"
      aria-label={t('loyalty:sent.label')}
      sx={{ p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}
    >
      {vouchers.map((voucher, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: the answer gives no id; its order is stable
          key={index}
          sx={{
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: '12px',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {formatMoney(Math.round(voucher.amount * 100), locale)}
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' · '}
                {voucher.friendName === null
                  ? t('loyalty:sent.gift', { company })
                  : t('loyalty:sent.forFriend', { name: voucher.friendName })}
              </Box>
            </Typography>
            {voucher.status === 'issued' && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {voucher.code === null ? (
                  t('loyalty:sent.noCode', { company })
                ) : (
                  <>
                    {t('loyalty:sent.code')}{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                      {voucher.code}
                    </Box>
                  </>
                )}
              </Typography>
            )}
            {voucher.status === 'issued' && voucher.validUntil !== null && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('loyalty:sent.validUntil', {
                  date: formatDate(voucher.validUntil, locale, { withTime: false }),
                })}
              </Typography>
            )}
          </Box>
          <StatusChip
            label={t(`loyalty:sent.status.${voucher.status}`)}
            dot={dots[voucher.status]}
          />
        </Box>
      ))}
    </Box>
  );
}
