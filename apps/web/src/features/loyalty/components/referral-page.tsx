// /referral/{code} (no login, blank layout): the tenant's public referral page. Who
// invites the friend (a first name), what the company does, and the form that makes the friend a
// lead; then thanks. A code that is not known says so, a failed load offers a retry.
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import { REFERRAL_CODE_PATTERN } from '@portal/domain/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { TitledCard } from '../../../components/titled-card';
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
      <TitledCard
        icon={HandshakeOutlined}
        title={t('loyalty:referral.heading', { name: query.data.referrerFirstName, company })}
        intro={t('loyalty:referral.intro', { company })}
      >
        <ReferralForm code={code} company={company} onSent={() => setSent(true)} />
      </TitledCard>
    </Box>
  );
}
