// "A new version is available — Update": shown while a new worker waits; the
// customer chooses when it takes over (the page reloads then), so nothing is reloaded mid-form.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingUpdate, subscribeUpdate } from '../lib/service-worker/update-state';
import styles from './status-banner.module.css';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const apply = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => undefined);
  if (!apply) return null;
  return (
    <div role="status" className={styles.banner}>
      <p>{t('update.available')}</p>
      <button type="button" className={styles.action} onClick={apply}>
        {t('update.apply')}
      </button>
    </div>
  );
}
