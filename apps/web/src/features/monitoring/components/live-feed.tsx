// The feed's states (spec §4, §8): connecting (loading until the first message), the readings
// (with a notice while a lost connection is retried), "no data to display" after the 15 s wait,
// and the error by state (connectionLost, connectionInactive, noConnection), each with a retry.
import { SOCKET_RECONNECT } from '@portal/domain/constants';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../ui/button';
import { ErrorOutlineIcon, MonitorHeartIcon } from '../../../ui/icons';
import { CircularProgress } from '../../../ui/progress';
import { type LiveSnapshot, liveErrorKey } from '../lib/live-connection';
import styles from './live-feed.module.css';
import { LiveReadings } from './live-readings';

export function LiveFeed({ snapshot, onRetry }: { snapshot: LiveSnapshot; onRetry: () => void }) {
  const { t } = useTranslation('monitoring');
  const errorKey = liveErrorKey(snapshot);

  if (snapshot.phase === 'noData') {
    return (
      <EmptyState icon={MonitorHeartIcon} title={t('errors.noData')} text={t('errors.noDataText')}>
        <Button variant="contained" onClick={onRetry}>
          {t('retry')}
        </Button>
      </EmptyState>
    );
  }
  if (errorKey && snapshot.phase !== 'reconnecting') {
    return (
      <EmptyState
        icon={ErrorOutlineIcon}
        title={t(`errors.${errorKey}`)}
        text={t('errors.errorText')}
      >
        <Button variant="contained" onClick={onRetry}>
          {errorKey === 'connectionInactive' ? t('reconnect') : t('retry')}
        </Button>
      </EmptyState>
    );
  }
  if (!snapshot.message) {
    const label = snapshot.phase === 'reconnecting' ? t('errors.connectionLost') : t('loading');
    return (
      <div className={styles.connecting} role="status">
        <CircularProgress label={label} />
        <span>{label}</span>
      </div>
    );
  }
  return (
    <>
      {snapshot.phase === 'reconnecting' && (
        <p className={styles.notice} role="status">
          {t('reconnecting', { attempt: snapshot.attempt, max: SOCKET_RECONNECT.maxAttempts })}
        </p>
      )}
      <LiveReadings message={snapshot.message} receivedAt={snapshot.receivedAt} />
    </>
  );
}
