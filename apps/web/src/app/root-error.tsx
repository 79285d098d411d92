// The last-resort error page: a page whose code failed to load (a new deploy, offline) or that
// crashed. Vite reports failed lazy imports as a preload error, which is not handled elsewhere,
// so it ends here (spec §8) with a way to reload.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { i18n } from '../lib/i18n';
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main style={{ padding: '80px 16px 16px', maxWidth: 640, margin: '0 auto' }}>
      <EmptyState
        icon={ErrorOutlineIcon}
        headingLevel="h1"
        title={
          notFound
            ? text('errors.notFoundTitle', 'Page not found')
            : text('errors.pageFailedTitle', 'This page could not be loaded')
        }
        text={text('errors.pageFailedText', 'Reload the page to try again.')}
      >
        <Button variant="contained" onClick={() => window.location.reload()}>
          {text('actions.reload', 'Reload page')}
        </Button>
      </EmptyState>
    </main>
  );
}
