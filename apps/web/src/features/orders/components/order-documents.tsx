// The order's documents. The order confirmation exists only once the order status is beyond the
// initial one (spec §4); the server says so in documentsAvailable, and until then the page says
// when it will come instead of offering a download that would fail.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@portal/contract/orders';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { canShareFiles } from '../../../lib/document-download';

export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { run, pending } = useDocumentDownload();

  if (!order.documentsAvailable) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('documents.notYet')}</Typography>
      </Paper>
    );
  }
  const path = documentPaths.order(order.orderId, order.offerTypeId);
  const fileName = documentFileNames.order(order.orderId);
  const busy = pending === path;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <PictureAsPdfOutlined aria-hidden sx={{ color: 'text.secondary' }} />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('documents.orderConfirmation')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fileName}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {canShareFiles() && (
            <Button
              color="inherit"
              startIcon={<ShareOutlined />}
              disabled={busy}
              onClick={() => void run(path, fileName, 'share')}
              aria-label={t('documents.shareLabel')}
            >
              {t('documents.share')}
            </Button>
          )}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DownloadOutlined />}
            disabled={busy}
            onClick={() => void run(path, fileName, 'download')}
            aria-label={t('documents.downloadLabel')}
          >
            {t('documents.download')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
