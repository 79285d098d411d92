// The installation list of the signed-in customer (spec §2): loading, error with retry, empty,
// or one card per installation; served from the cached list and refreshable by a button or by
// pulling down on a touch screen. The intro and the refresh button show in every state, so the
// server can paint them (decision 059): its HTML has the intro, the button and a spinner where
// the list goes, which the browser hydrates before it shows the customer's list. The intro runs
// across the column and says what the cards hold, so that the page's largest text is one the
// server paints: its largest contentful paint then waits for no script and no call.
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
import { useFirstScreen } from '../../../lib/first-screen';
import { Button } from '../../../ui/button';
import { classNames } from '../../../ui/class-names';
import { Inventory2Icon, RefreshIcon } from '../../../ui/icons';
import { LinearProgress } from '../../../ui/progress';
import text from '../../../ui/text.module.css';
import { useInstallations } from '../api/get-installations';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import { InstallationCard } from './installation-card';
import styles from './installation-list.module.css';

/** Cards that fill a phone's first screen, rendered before the others (decision 027). */
const FIRST_SCREEN_CARDS = 3;

function Cards({ rows, features }: { rows: InstallationRow[]; features: readonly string[] }) {
  const { t } = useTranslation('installations');
  const shown = useProgressiveCount(rows.length, FIRST_SCREEN_CARDS);
  if (rows.length === 0) {
    return (
      <EmptyState icon={Inventory2Icon} title={t('list.emptyTitle')} text={t('list.emptyText')} />
    );
  }
  return (
    <ul className={styles.list} aria-label={t('list.label')}>
      {rows.slice(0, shown).map((row) => (
        <InstallationCard key={row.id} row={row} features={features} />
      ))}
    </ul>
  );
}

export function InstallationList({
  signedIn,
  features,
}: {
  signedIn: boolean;
  features: readonly string[];
}) {
  const { t } = useTranslation(['installations', 'common']);
  const query = useInstallations(signedIn);
  const refresh = () => void query.refetch();
  const pull = usePullToRefresh(refresh, signedIn);
  // The server's first screen has no customer data: it shows the list as loading.
  const firstScreen = useFirstScreen() !== undefined;
  const rows = firstScreen ? undefined : query.data;
  const loading = rows === undefined && (firstScreen || query.isPending);
  const failed = rows === undefined && !loading;
  // A first load shows the spinner; the bar is for a list already shown being refreshed.
  const refreshing = rows !== undefined && query.isFetching;

  return (
    <>
      <p className={classNames(text.body1, text.secondary, styles.intro)}>
        {t('installations:list.intro')}
      </p>
      <div className={styles.toolbar}>
        <div aria-live="polite" className={styles.progress}>
          {(refreshing || pull > 0) && (
            <LinearProgress
              value={refreshing ? undefined : pull * 100}
              label={t('installations:list.refreshing')}
            />
          )}
        </div>
        {!failed && (
          <Button
            onClick={refresh}
            disabled={loading || refreshing}
            startIcon={<RefreshIcon />}
            size="small"
            className={styles.refresh}
          >
            {t('installations:list.refresh')}
          </Button>
        )}
      </div>
      {loading && <CentredSpinner />}
      {failed && (
        <LoadErrorState
          title={t('installations:list.errorTitle')}
          error={query.error}
          onRetry={refresh}
        />
      )}
      {rows && <Cards rows={rows} features={features} />}
    </>
  );
}
