// A red dot on an icon (unseen notifications), drawn only when `shown`. Decorative: the control
// around it says in words why it is there.
import type { ReactNode } from 'react';
import styles from './badge.module.css';

export function BadgeDot({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <span className={styles.holder}>
      {children}
      {shown && <span className={styles.dot} aria-hidden="true" />}
    </span>
  );
}
