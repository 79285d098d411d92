// The order's documents. The order confirmation exists only once the order status is beyond the
// initial one (spec §4); the server says so in documentsAvailable, and until then the page says
// when it will come instead of offering a download that would fail. The confirmation is the
// order page's document, so the top bar offers it too.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/contract/orders';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import { DocumentCard } from '../../../components/document-card';
import { useDocumentTopBar } from '../../../components/navigation/document-top-bar-actions';

export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const document = order.documentsAvailable
    ? {
        path: documentPaths.order(order.orderId, order.offerTypeId),
        fileName: documentFileNames.order(order.orderId),
      }
    : null;
  useDocumentTopBar(document);
  if (!document) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('documents.notYet')}</Typography>
      </Paper>
    );
  }
  return (
    <DocumentCard
      title={t('documents.orderConfirmation')}
      path={document.path}
      fileName={document.fileName}
    />
  );
}
