// The photos going up with a new ticket: each with its share sent, and a way to stop (the ticket
// itself is already made; it stays, without the photos).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PhotoUploadProgress({
  photos,
  shares,
  onCancel,
}: {
  photos: readonly File[];
  shares: readonly number[];
  onCancel: () => void;
}) {
  const { t } = useTranslation('support');
  return (
    <Box component="section" aria-label={t('form.uploading')}>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {photos.map((photo, index) => {
          const { name } = photo;
          const percent = Math.round((shares[index] ?? 0) * 100);
          return (
            <Box
              component="li"
              key={`${name}-${photo.size}-${photo.lastModified}`}
              sx={{ listStyle: 'none' }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('form.photoSent', { name, percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('form.photoSent', { name, percent })}
              />
            </Box>
          );
        })}
      </Box>
      <Button color="inherit" onClick={onCancel} sx={{ mt: 1 }}>
        {t('form.cancelPhotos')}
      </Button>
    </Box>
  );
}
