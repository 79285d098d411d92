// The centred page column (spec §2, §9): at least 800 px wide on desktop, full width on mobile
// (layouts.module.css holds the sizes; DESKTOP_COLUMN_MIN_WIDTH_PX is the spec's minimum).
import type { ReactNode } from 'react';
import styles from './layouts.module.css';

export function PageColumn({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}
