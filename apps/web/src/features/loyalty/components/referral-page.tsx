// /referral/{code} (issue 10 §7, no login, blank layout): the tenant's public referral page. Who
// invites the friend (a first name), what the company does, and the form that makes the friend a
// lead; then thanks. A code that is not known says so, a failed load offers a retry.
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { REFERRAL_CODE_PATTERN } from '@portal/domain/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { isNotFoundError } from '../../../lib/api-error';
import { useReferralPage } from '../api/get-referral-page';
import { ReferralForm } from './referral-form';

export function ReferralPage({ code }: { code: string }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const company = t('common:companyName');
  const known = REFERRAL_CODE_PATTERN.test(code);
  const query = useReferralPage(code, known);
  const [sent, setSent] = useState(false);
  if (!known || isNotFoundError(query.error)) {
    return (
      <EmptyState
        icon={LinkOffOutlined}
        title={t('loyalty:referral.unknownTitle')}
        text={t('loyalty:referral.unknownText', { company })}
      />
    );
  }
  if (sent) {
    return (
      <EmptyState
        icon={MarkEmailReadOutlined}
        title={t('loyalty:referral.thanksTitle')}
        text={t('loyalty:referral.thanksText', { company })}
        takeFocus
      />
    );
  }
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return (
      <LoadErrorState
        title={t('loyalty:referral.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: '20px' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 56,
            height: 56,
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.16),
          })}
        >
          <HandshakeOutlined />
        </Box>
        <Typography
          component="h2"
          variant="h2"
          sx={{ mb: 1, fontSize: { xs: '1.375rem', sm: '1.5rem' } }}
        >
          {t('loyalty:referral.heading', { name: query.data.referrerFirstName, company })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {t('loyalty:referral.intro', { company })}
        </Typography>
        <ReferralForm code={code} company={company} onSent={() => setSent(true)} />
      </Paper>
    </Box>
  );
}
