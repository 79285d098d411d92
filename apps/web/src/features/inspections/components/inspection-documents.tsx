// The inspection certificate and the wiring diagram, each listed only when its reference is
// non-empty (spec §5; the server leaves empty ones out). The wiring diagram downloads from
// files/sales/orders/{orderId}/wiringDiagramDoc when the order is known; the certificate downloads
// the PDF the back office sent (files/inspections/{orders|invoices}/{id}/certificate) when the
// server marks it downloadable, else its number is what the customer needs (the grid operator
// asks for it). The wiring diagram, generated for every order, stays the page's top-bar document.
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Inspection } from '@portal/contract/inspections';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import {
  type PageDocument,
  useDocumentTopBar,
} from '../../../components/navigation/document-top-bar-actions';
import { useDocumentDownload } from '../../../hooks/use-document-download';

/** The wiring diagram's download, when the inspection lists one and its order is known. */
function wiringDiagramOf(inspection: Inspection): PageDocument | null {
  const listed = inspection.documents.some(
    (document) => document.kind === 'wiringDiagram' && document.reference.trim() !== '',
  );
  const orderId = inspection.orderId;
  if (!listed || orderId === null) return null;
  return {
    path: documentPaths.salesOrder(orderId, 'wiringDiagramDoc'),
    fileName: documentFileNames.salesOrder(orderId, 'wiringDiagramDoc'),
  };
}

/** The certificate PDF's download, when the back office sent one. */
function certificateOf(inspection: Inspection): PageDocument | null {
  const sent = inspection.documents.some(
    (document) => document.kind === 'inspectionCertificate' && document.downloadable === true,
  );
  const id = inspection.source === 'order' ? inspection.orderId : inspection.invoiceId;
  if (!sent || id === null) return null;
  return {
    path: documentPaths.inspectionCertificate(inspection.source, id),
    fileName: documentFileNames.inspectionCertificate(inspection.source, id),
  };
}

export function InspectionDocuments({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation(['inspections', 'common']);
  const { run, pending } = useDocumentDownload();
  const wiringDiagram = wiringDiagramOf(inspection);
  const downloads = { wiringDiagram, inspectionCertificate: certificateOf(inspection) };
  useDocumentTopBar(wiringDiagram);
  const documents = inspection.documents.filter((document) => document.reference.trim() !== '');
  if (documents.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      <List disablePadding aria-label={t('inspections:documents.title')}>
        {documents.map((document) => {
          const download = downloads[document.kind];
          return (
            <ListItem
              key={document.kind}
              divider
              sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <DescriptionOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={t(`inspections:documents.${document.kind}`)}
                secondary={t('inspections:documents.reference', { reference: document.reference })}
                sx={{ minWidth: 0 }}
              />
              {download && (
                <Button
                  variant="outlined"
                  color="inherit"
                  startIcon={<DownloadOutlined />}
                  disabled={pending === download.path}
                  onClick={() => void run(download.path, download.fileName, 'download')}
                  sx={{ flexShrink: 0, ml: { xs: 5, sm: 0 } }}
                >
                  {t('common:actions.download')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
