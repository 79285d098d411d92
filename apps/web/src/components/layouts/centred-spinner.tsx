// The centred spinner shown while a page (or its translations) loads (spec §2). It may render
// before the translations exist, so its label falls back to a neutral text.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { i18n } from '../../lib/i18n';

export function CentredSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const label = i18n.isInitialized ? i18n.t('common:app.loading') : 'Loading…';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : '40vh',
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
