// The delivery note (spec §7: deliveries/{id}/files/{offerTypeId}?type=print, "Delivery{id}.pdf"),
// to download or share; a failure shows the fileError snackbar through useDocumentDownload.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Delivery } from '@portal/contract/deliveries';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload } from '../../../hooks/use-document-download';

export function DeliveryDocument({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation(['deliveries', 'common']);
  const { run, pending } = useDocumentDownload();
  const path = documentPaths.delivery(delivery.orderDeliveryId, delivery.offerTypeId);
  const fileName = documentFileNames.delivery(delivery.orderDeliveryId);
  const busy = pending === path;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('deliveries:document.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fileName}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DownloadOutlined />}
            disabled={busy}
            onClick={() => void run(path, fileName, 'download')}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {t('common:actions.download')}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<ShareOutlined />}
            disabled={busy}
            onClick={() => void run(path, fileName, 'share')}
            sx={{ flex: { xs: 1, sm: 'none' } }}
          >
            {t('common:actions.shareDownload')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
