// The offline notice: while the browser has no network or the last call could not
// reach the server, the customer is told that what they see is what was kept from their last
// visit. A status, not an alert: it must not interrupt what a screen reader is reading.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline, subscribeNetworkStatus } from '../lib/network-status';
import { CloudOffIcon } from '../ui/icons';
import styles from './status-banner.module.css';

export function OfflineNotice() {
  const { t } = useTranslation('common');
  const offline = useSyncExternalStore(subscribeNetworkStatus, isOffline, () => false);
  return (
    <div role="status">
      {offline && (
        <div className={styles.banner}>
          <CloudOffIcon fontSize="small" className={styles.icon} />
          <p>{t('offline.notice')}</p>
        </div>
      )}
    </div>
  );
}
