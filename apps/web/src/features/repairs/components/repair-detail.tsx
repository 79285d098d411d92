// /installations/repairs/{repair_id} (spec §2): the problem, its state, the planned visit, the
// technician's report and the repair's documents (the report as a PDF).
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { QueryGate } from '../../../components/query-state';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { useRepair } from '../api/get-repairs';
import { RepairStateChip } from './repair-state-chip';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" sx={{ color: 'text.secondary', minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function RepairDetail({ repairId }: { repairId: number | null }) {
  const { t, i18n } = useTranslation('support');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const query = useRepair(repairId);
  const { run, pending } = useDocumentDownload();
  return (
    <QueryGate
      query={query}
      missing={repairId === null}
      notFound={{ title: t('repairs.notFoundTitle'), text: t('repairs.notFoundText') }}
      errorTitle={t('repairs.loadErrorTitle')}
    >
      {(repair) => (
        <>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('repairs.repairNumber', { id: repair.id })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <RepairStateChip state={repair.state} />
            </Box>
            <Box component="dl" sx={{ mt: 2, mb: 0, display: 'grid', gap: 1 }}>
              <Fact label={t('repairs.problem')} value={repair.problem} />
              <Fact
                label={t('repairs.plannedVisit')}
                value={
                  repair.plannedDate
                    ? formatDate(repair.plannedDate, locale)
                    : t('repairs.notPlanned')
                }
              />
              {repair.resolvedAt && (
                <Fact
                  label={t('repairs.resolvedAt')}
                  value={formatDate(repair.resolvedAt, locale)}
                />
              )}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {t('repairs.reported', { date: formatDate(repair.reportedAt, locale) })}
            </Typography>
          </Paper>
          <PageSection id="repair-report" title={t('repairs.report')}>
            <Typography
              sx={{
                whiteSpace: 'pre-wrap',
                color: repair.technicianReport ? 'text.primary' : 'text.secondary',
              }}
            >
              {repair.technicianReport ?? t('repairs.noReport')}
            </Typography>
          </PageSection>
          <PageSection id="repair-documents" title={t('repairs.documents')}>
            {repair.documents.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('repairs.noDocuments')}</Typography>
            ) : (
              repair.documents.map((document) => (
                <Button
                  key={document.id}
                  variant="outlined"
                  color="inherit"
                  startIcon={<DownloadOutlined />}
                  disabled={pending === document.path}
                  onClick={() => void run(document.path, document.name)}
                >
                  {t('repairs.download', { name: document.name })}
                </Button>
              ))
            )}
          </PageSection>
        </>
      )}
    </QueryGate>
  );
}
