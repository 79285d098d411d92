// The offline notice and the update prompt, stacked at the bottom of every page (decision 039).
import { OfflineNotice } from './offline-notice';
import styles from './status-banner.module.css';
import { UpdatePrompt } from './update-prompt';

export function StatusBanners() {
  return (
    <div className={styles.stack}>
      <OfflineNotice />
      <UpdatePrompt />
    </div>
  );
}
