// A ticket photo as a thumbnail that opens full size in a dialog (the full image loads only then).
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TicketFile } from '@portal/contract/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../api/get-photo';

const SIZE = 96;

function FullPhoto({ issueId, file }: { issueId: number; file: TicketFile }) {
  const { t } = useTranslation('support');
  const full = usePhotoUrl(issueId, file.id, 'full');
  if (full.isError) return <Typography>{t('detail.photoError')}</Typography>;
  if (!full.url) return <CircularProgress aria-label={t('detail.photoOf', { name: file.name })} />;
  return (
    <Box
      component="img"
      src={full.url}
      alt={t('detail.photoOf', { name: file.name })}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
    />
  );
}

export function PhotoThumbnail({ issueId, file }: { issueId: number; file: TicketFile }) {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState(false);
  const thumbnail = usePhotoUrl(issueId, file.id, 'thumbnail');
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('detail.openPhoto', { name: file.name })}
        sx={{
          width: SIZE,
          height: SIZE,
          borderRadius: '12px',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {thumbnail.url ? (
          <Box
            component="img"
            src={thumbnail.url}
            alt=""
            data-photo-thumbnail={file.id}
            sx={{ width: SIZE, height: SIZE, objectFit: 'cover' }}
          />
        ) : thumbnail.isError ? (
          <BrokenImageOutlined sx={{ color: 'text.secondary' }} />
        ) : (
          <CircularProgress size={24} />
        )}
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth>
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{file.name}</DialogTitle>
        <DialogContent>{open && <FullPhoto issueId={issueId} file={file} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('detail.closePhoto')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function PhotoRow({ issueId, files }: { issueId: number; files: readonly TicketFile[] }) {
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: '8px 0 0', listStyle: 'none' }}
    >
      {files.map((file) => (
        <li key={file.id}>
          <PhotoThumbnail issueId={issueId} file={file} />
        </li>
      ))}
    </Box>
  );
}
