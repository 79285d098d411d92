// One document: its icon, its name in the interface language with the number the customer knows
// it by, and two actions: download, and share where the browser can share files. While the
// download runs the row says so and refuses a second click; a failure shows the fileError
// snackbar (the download hook does that).
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { type InstallationDocument, SALES_ORDER_KINDS } from '../lib/installation-documents';
import { documentIcons } from './document-icons';

function referenceText(document: InstallationDocument, t: TFunction<'documents'>): string {
  if (document.version !== undefined) {
    return t('reference.withVersion', { reference: document.reference, version: document.version });
  }
  return SALES_ORDER_KINDS.has(document.kind)
    ? t('reference.ofOrder', { reference: document.reference })
    : t('reference.number', { reference: document.reference });
}

export function DocumentRow({
  document,
  canShare,
}: {
  document: InstallationDocument;
  canShare: boolean;
}) {
  const { t } = useTranslation('documents');
  return (
    <DocumentFileRow
      icon={documentIcons[document.kind]}
      name={t(`kind.${document.kind}`)}
      detail={referenceText(document, t)}
      path={document.path}
      fileName={document.fileName}
      canShare={canShare}
    />
  );
}

/** One downloadable file: its icon, name and detail line, and its download and share buttons. */
export function DocumentFileRow({
  icon: Icon,
  name,
  detail,
  path,
  fileName,
  canShare,
}: {
  icon: ElementType;
  name: string;
  detail: string;
  /** API path of the download (relative to /api). */
  path: string;
  fileName: string;
  canShare: boolean;
}) {
  const { t } = useTranslation('documents');
  const { run, pending } = useDocumentDownload();
  const busy = pending !== null;

  return (
    <Box
      component="li"
      aria-busy={busy}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, listStyle: 'none' }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette.primary.main, 0.12),
        })}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {busy ? t('row.downloading') : detail}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0, gap: 0.5 }}>
        {canShare && (
          <Tooltip title={t('row.share')}>
            <span>
              <IconButton
                aria-label={t('row.shareNamed', { name })}
                disabled={busy}
                onClick={() => void run(path, fileName, 'share')}
              >
                <ShareOutlined />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={t('row.download')}>
          <span>
            <IconButton
              aria-label={t('row.downloadNamed', { name })}
              disabled={busy}
              onClick={() => void run(path, fileName, 'download')}
              sx={(theme) => ({ bgcolor: alpha(theme.palette.primary.main, 0.16) })}
            >
              {busy ? (
                <CircularProgress size={22} aria-label={t('row.downloading')} />
              ) : (
                <FileDownloadOutlined />
              )}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
