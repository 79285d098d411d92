// The inspection at a glance: its status in words with what it means for the customer, the
// appointment, and the date of the verdict (approved or rejected).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Inspection } from '@portal/contract/inspections';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { inspectionStatusName, statusDotColour } from '../lib/inspection-status-key';

export function InspectionSummaryCard({ inspection }: { inspection: Inspection }) {
  const { t, i18n } = useTranslation('inspections');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const status = inspectionStatusName(inspection.status);
  const facts = [
    { key: 'job', label: t('facts.job'), value: String(inspection.keurderJobId) },
    inspection.keuringAppointmentDate !== null && {
      key: 'appointment',
      label: t('facts.appointment'),
      value: formatDate(inspection.keuringAppointmentDate, locale),
    },
    inspection.approvedDate !== null && {
      key: 'approved',
      label: t('facts.approvedOn'),
      value: formatDate(inspection.approvedDate, locale, { withTime: false }),
    },
    inspection.rejectedDate !== null && {
      key: 'rejected',
      label: t('facts.rejectedOn'),
      value: formatDate(inspection.rejectedDate, locale, { withTime: false }),
    },
  ].filter((fact) => fact !== false);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mr: 'auto' }}>
            {t(`heading.${inspection.source}`)}
          </Typography>
          <StatusChip label={t(`status.${status}`)} dot={statusDotColour[status]} />
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>{t(`explain.${status}`)}</Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {facts.map((fact) => (
            <Box key={fact.key}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
