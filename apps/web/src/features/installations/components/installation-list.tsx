// The installation list of the signed-in customer (spec §2): loading, error with retry, empty,
// or one card per installation; served from the cached list and refreshable by a button or by
// pulling down on a touch screen.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { useProgressiveCount } from '../../../hooks/use-progressive-count';
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
  const shown = useProgressiveCount(query.data?.length ?? 0, FIRST_SCREEN_CARDS);

  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <LoadErrorState
        title={t('installations:list.errorTitle')}
        error={query.error}
        onRetry={refresh}
      />
    );
  }
  const refreshing = query.isFetching;
  return (
    <>
      <div className={styles.intro}>
        <p className={classNames(text.body1, text.secondary)}>{t('installations:list.intro')}</p>
        <Button
          onClick={refresh}
          disabled={refreshing}
          startIcon={<RefreshIcon />}
          size="small"
          className={styles.refresh}
        >
          {t('installations:list.refresh')}
        </Button>
      </div>
      <div aria-live="polite" className={styles.progress}>
        {(refreshing || pull > 0) && (
          <LinearProgress
            value={refreshing ? undefined : pull * 100}
            label={t('installations:list.refreshing')}
          />
        )}
      </div>
      {query.data.length === 0 ? (
        <EmptyState
          icon={Inventory2Icon}
          title={t('installations:list.emptyTitle')}
          text={t('installations:list.emptyText')}
        />
      ) : (
        <ul className={styles.list} aria-label={t('installations:list.label')}>
          {query.data.slice(0, shown).map((row) => (
            <InstallationCard key={row.id} row={row} features={features} />
          ))}
        </ul>
      )}
    </>
  );
}
