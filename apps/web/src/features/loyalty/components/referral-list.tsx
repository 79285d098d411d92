// The referred friends: each with their state in words (invited, offer, ordered),
// the dates, and the voucher a friend who ordered earned.
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Referral } from '@portal/contract/loyalty';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import type { ReferralState } from '@portal/domain/loyalty';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { StatusChip } from '../../../components/status-chip';

const dots: Record<ReferralState, string> = {
  invited: 'info.main',
  offer: 'warning.main',
  ordered: 'success.main',
};

export function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  const { t, i18n } = useTranslation('loyalty');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const date = (value: string) => formatDate(value, locale, { withTime: false });
  return (
    <Box
      component="ul"
      aria-label={t('friends.label')}
      sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {referrals.map((referral) => {
        const step =
          referral.orderedAt !== null
            ? t('friends.orderedOn', { date: date(referral.orderedAt) })
            : referral.offerAt !== null
              ? t('friends.offerOn', { date: date(referral.offerAt) })
              : t('friends.referredOn', { date: date(referral.referredAt) });
        return (
          <Box
            component="li"
            key={referral.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: '16px',
              bgcolor: 'background.paper',
            }}
          >
            <IconTile icon={PersonOutlined} round />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {referral.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {step}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <StatusChip label={t(`state.${referral.state}`)} dot={dots[referral.state]} />
              </Box>
            </Box>
            {referral.voucherAmount > 0 && (
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('friends.voucher', {
                  amount: formatMoney(Math.round(referral.voucherAmount * 100), locale),
                })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
