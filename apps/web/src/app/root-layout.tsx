// The root of every page: navigation side effects (history, tracking, scrolling, keyboard focus),
// a thin progress bar while the next page loads, the snackbars, and the page's layout.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { SnackbarHost } from '../components/snackbar-host';
import { visuallyHidden } from '../components/visually-hidden';
import { FocusKeeper } from './effects/focus-keeper';
import { RouteEffects } from './effects/route-effects';
import { ScrollManager } from './effects/scroll-manager';

function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        height: 3,
      }}
    />
  );
}

export function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            zIndex: 2000,
            p: 1,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            bgcolor: 'background.paper',
          },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <RouteEffects />
      <ScrollManager />
      <FocusKeeper />
      <NavigationProgress />
      <Outlet />
      <SnackbarHost />
    </>
  );
}
