// "Download my data" on the account page (decision 097): asks for an archive of everything the
// portal keeps on the customer, shows its progress while the server prepares it, then says where
// the link went and until when it works.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { errorKeyOf } from '../../../lib/api-error';
import { isBeingMade, useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

export function DataExportCard() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const progressId = useId();
  const current = useDataExport();
  const request = useRequestDataExport();
  const state = current.data;
  const making = isBeingMade(state?.state);
  const locale = formatLocaleFor(i18n.language);

  return (
    <SectionCard title={t('pages:account.myData.exportTitle')}>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
        {t('pages:account.myData.exportIntro')}
      </Typography>
      {current.isError && <Alert severity="error">{t(errorKeyOf(current.error))}</Alert>}
      {request.isError && <Alert severity="error">{t(errorKeyOf(request.error))}</Alert>}
      {state && making && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography id={progressId} sx={{ mb: 1 }}>
            {t('pages:account.myData.preparing', { progress: state.progress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={state.progress}
            aria-labelledby={progressId}
          />
        </Box>
      )}
      {state?.state === 'ready' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('pages:account.myData.ready', {
            email: state.email,
            date: formatDate(state.expiresAt, locale, { withTime: false }),
          })}
        </Alert>
      )}
      {state?.state === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('pages:account.myData.failed')}
        </Alert>
      )}
      {state?.state === 'expired' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pages:account.myData.expired')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={making || current.isPending}
          loading={request.isPending}
          onClick={() => request.mutate()}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
        >
          {state?.state === 'ready'
            ? t('pages:account.myData.exportAgain')
            : t('pages:account.myData.exportSubmit')}
        </Button>
      </Box>
    </SectionCard>
  );
}
