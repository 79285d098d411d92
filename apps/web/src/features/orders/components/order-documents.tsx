// The order's documents. The order confirmation exists only once the order status is beyond the
// initial one (spec §4); the server says so in documentsAvailable, and until then the page says
// when it will come instead of offering a download that would fail.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/contract/orders';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import { DocumentCard } from '../../../components/document-card';

export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (!order.documentsAvailable) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('documents.notYet')}</Typography>
      </Paper>
    );
  }
  return (
    <DocumentCard
      title={t('documents.orderConfirmation')}
      path={documentPaths.order(order.orderId, order.offerTypeId)}
      fileName={documentFileNames.order(order.orderId)}
    />
  );
}
