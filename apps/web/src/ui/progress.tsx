// Progress indicators for the shell and the first page (decision 026), with MUI's roles: a
// spinner, and a bar that is either indeterminate (no `aria-valuenow`: the browser tests read that
// as "still busy") or at a value from 0 to 100.
import type { CSSProperties } from 'react';
import { classNames } from './class-names';
import styles from './progress.module.css';

export function CircularProgress({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className={styles.circle}>
      <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

export function LinearProgress({
  label,
  value,
  className,
  style,
}: {
  label: string;
  /** 0–100; indeterminate without it. */
  value?: number;
  className?: string;
  style?: CSSProperties;
}) {
  const determinate = value !== undefined;
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(value) : undefined}
      className={classNames(styles.line, !determinate && styles.indeterminate, className)}
      style={style}
    >
      <span className={styles.bar} style={determinate ? { width: `${value}%` } : undefined} />
    </span>
  );
}
