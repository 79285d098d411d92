// The documents the grid operator needs (spec §9), each downloadable where the portal holds the
// file (files/sales/orders/{orderId}/..., spec §7); the inspection certificate and wiring
// diagram only when known (spec §5), with their number to quote in the registration.
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridOperatorRegistration } from '@portal/contract/grid-operator';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { operatorDocuments } from '../lib/operator-documents';
import { SectionCard } from './section-card';

export function OperatorDocuments({ state }: { state: GridOperatorRegistration }) {
  const { t } = useTranslation('gridOperator');
  const { run, pending } = useDocumentDownload();
  const documents = operatorDocuments(state);
  if (documents.length === 0) return null;
  return (
    <SectionCard
      id="grid-operator-documents"
      title={t('documents.title')}
      intro={t(state.requestStatus === 'todo' ? 'documents.intro' : 'documents.introRegistered')}
    >
      <Box
        component="ul"
        aria-labelledby="grid-operator-documents"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}
      >
        {documents.map((document) => {
          const name = t(`documents.${document.key}.name`);
          return (
            <Box
              component="li"
              key={document.key}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <DescriptionOutlined aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`documents.${document.key}.text`)}
                </Typography>
                {document.reference && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('documents.reference', { reference: document.reference })}
                  </Typography>
                )}
              </Box>
              {document.download && (
                <Button
                  variant="outlined"
                  color="inherit"
                  startIcon={<FileDownloadOutlined />}
                  loading={pending === document.download.path}
                  disabled={pending !== null && pending !== document.download.path}
                  aria-label={t('documents.downloadNamed', { name })}
                  onClick={() => {
                    const { path, fileName } = document.download ?? {};
                    if (path && fileName) void run(path, fileName, 'download');
                  }}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {t('documents.download')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
