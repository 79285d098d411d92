// The root of every page: navigation side effects (history, tracking, scrolling, keyboard focus),
// a thin progress bar while the next page loads, the offline notice and update prompt, the
// snackbars, the tracking consent banner, and the page's layout.
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { ConsentPrompt } from '../components/consent/consent-prompt';
import { SnackbarHost } from '../components/snackbar-host';
import { StatusBanners } from '../components/status-banners';
import { useTagId } from '../features/portal/api/get-tag-id';
import { currentTenant } from '../lib/tenant-host';
import { LinearProgress } from '../ui/progress';
import { FocusKeeper } from './effects/focus-keeper';
import { RouteEffects } from './effects/route-effects';
import { ScrollManager } from './effects/scroll-manager';
import styles from './root-layout.module.css';

function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LinearProgress label={t('app.loading')} className={styles.navigationProgress} />;
}

export function RootLayout() {
  const { t } = useTranslation('common');
  const tagId = useTagId(currentTenant());
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <RouteEffects />
      <ScrollManager />
      <FocusKeeper />
      <NavigationProgress />
      <Outlet />
      <StatusBanners />
      <SnackbarHost />
      <ConsentPrompt tagId={tagId} />
    </>
  );
}
