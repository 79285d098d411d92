// One document of a page (spec §7 download), as a card: its name and file name, a download
// button, and a share button where the browser can share files (Web Share API). The buttons are
// grouped under the document's name, so "Download" says which document it downloads. A failed
// download shows the fileError snackbar (useDocumentDownload).
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanShareFiles } from '../hooks/use-can-share-files';
import { useDocumentDownload } from '../hooks/use-document-download';

export function DocumentCard({
  title,
  path,
  fileName,
}: {
  title: string;
  /** A path of @portal/domain/document-paths. */
  path: string;
  fileName: string;
}) {
  const { t } = useTranslation('common');
  const { run, pending } = useDocumentDownload();
  const titleId = useId();
  const canShare = useCanShareFiles();
  const busy = pending === path;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      sx={{ p: 2, borderRadius: '16px' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <PictureAsPdfOutlined aria-hidden sx={{ color: 'text.secondary' }} />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {fileName}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {canShare && (
            <Button
              color="inherit"
              startIcon={<ShareOutlined />}
              disabled={busy}
              onClick={() => void run(path, fileName, 'share')}
            >
              {t('actions.shareDownload')}
            </Button>
          )}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DownloadOutlined />}
            disabled={busy}
            onClick={() => void run(path, fileName, 'download')}
          >
            {t('actions.download')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
