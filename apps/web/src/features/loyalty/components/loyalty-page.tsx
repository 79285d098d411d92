// /loyalty (spec §9): the customer's referral link and code to share, the vouchers earned (100 euro
// per referred friend who orders) with their total and those the company sent with their codes, and
// the referred friends in their states. A failed load shows the error with a retry, never an empty
// programme.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOYALTY_VOUCHER } from '@portal/domain/constants';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { referralPath } from '@portal/domain/loyalty';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { IconTile } from '../../../components/icon-tile';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { LoadErrorState } from '../../../components/query-state';
import { useLoyalty } from '../api/get-loyalty';
import { referralLink } from '../lib/share-link';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralList } from './referral-list';
import { SentVoucherList } from './sent-voucher-list';

export function LoyaltyPage({ signedIn, origin }: { signedIn: boolean; origin: string }) {
  const { t, i18n } = useTranslation(['loyalty', 'common']);
  const query = useLoyalty(signedIn);
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return (
      <LoadErrorState
        title={t('loyalty:loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const loyalty = query.data;
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const voucher = formatMoney(LOYALTY_VOUCHER.amount * 100, locale);
  return (
    <Stack spacing={2.5}>
      <ReferralLinkCard
        code={loyalty.code}
        link={referralLink(origin, referralPath(loyalty.code))}
      />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="loyalty-vouchers"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <IconTile icon={CardGiftcardOutlined} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="loyalty-vouchers" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('loyalty:vouchers.title')}
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.3 }}>
              {formatMoney(Math.round(loyalty.vouchers.total * 100), locale)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('loyalty:vouchers.count', { count: loyalty.vouchers.count, amount: voucher })}
            </Typography>
          </Box>
        </Box>
        {loyalty.vouchers.sent.length > 0 && <SentVoucherList vouchers={loyalty.vouchers.sent} />}
      </Paper>
      <PageSection id="loyalty-friends" title={t('loyalty:friends.title')}>
        {loyalty.referrals.length === 0 ? (
          <EmptyState
            icon={GroupAddOutlined}
            title={t('loyalty:friends.emptyTitle')}
            text={t('loyalty:friends.emptyText', { amount: voucher })}
          />
        ) : (
          <ReferralList referrals={loyalty.referrals} />
        )}
      </PageSection>
    </Stack>
  );
}
