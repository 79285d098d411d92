// A status in words, in a small outlined chip that wraps long texts, with a coloured dot for its
// tone when `dot` names a palette colour. The text keeps the body colour so that it stays
// readable whatever the dot. Static CSS (decision 026): the first page shows it without MUI.
import { CircleIcon } from '../ui/icons';
import styles from './status-chip.module.css';

/** The palette colours a dot can take (MUI's names, as the features write them). */
const dotColours: Record<string, string> = {
  'success.main': 'var(--success)',
  'warning.main': 'var(--warning)',
  'info.main': 'var(--info)',
  'error.main': 'var(--error)',
};

export function StatusChip({
  label,
  dot,
}: {
  label: string /** e.g. 'success.main' */;
  dot?: string;
}) {
  return (
    <span className={styles.chip}>
      {dot && (
        <span className={styles.dot} style={{ color: dotColours[dot] ?? 'var(--text-secondary)' }}>
          <CircleIcon fontSize="inherit" />
        </span>
      )}
      <span className={styles.label}>{label}</span>
    </span>
  );
}
