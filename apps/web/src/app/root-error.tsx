// The last-resort error page: a page whose code failed to load (a new deploy, offline) or that
// crashed. Vite reports failed lazy imports as a preload error, which is not handled elsewhere,
// so it ends here (spec §8) with a way to reload. Offline, the page says so: a page not kept for
// offline use fails to load for that reason, not because of a new version.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { i18n } from '../lib/i18n';
import { isOffline, subscribeNetworkStatus } from '../lib/network-status';
import { Button } from '../ui/button';
import { ErrorOutlineIcon } from '../ui/icons';

export function RootError() {
  const error = useRouteError();
  // Translations may be what failed to load: then the texts stay in English.
  const { t, ready } = useTranslation('common', { i18n, useSuspense: false });
  const text = (key: string, english: string) =>
    ready ? t(key, { defaultValue: english }) : english;
  useEffect(() => {
    // The one place a page failure surfaces; keep it visible to whoever looks at the console.
    console.error(error);
  }, [error]);
  const offline = useSyncExternalStore(subscribeNetworkStatus, isOffline, () => false);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [title, explanation] = notFound
    ? [text('errors.notFoundTitle', 'Page not found'), text('errors.pageFailedText', '')]
    : offline
      ? [
          text('offline.pageTitle', 'You are offline'),
          text('offline.pageText', 'Once you are connected again, reload the page.'),
        ]
      : [
          text('errors.pageFailedTitle', 'This page could not be loaded'),
          text('errors.pageFailedText', 'Reload the page to try again.'),
        ];
  return (
    <main style={{ padding: '80px 16px 16px', maxWidth: 640, margin: '0 auto' }}>
      <EmptyState icon={ErrorOutlineIcon} headingLevel="h1" title={title} text={explanation}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {text('actions.reload', 'Reload page')}
        </Button>
      </EmptyState>
    </main>
  );
}
