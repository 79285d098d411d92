// The mobile bottom bar (spec §2): installations, monitoring and support. Monitoring opens a
// sub-bar with monitoring, insights and history instead of navigating at once. The current entry
// gets a tinted pill behind its icon; labels keep the body colour for contrast on any tenant colour.
import type { ReactElement } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { classNames } from '../../ui/class-names';
import styles from './bottom-bar.module.css';
import { isCurrent, type NavEntry } from './nav-entry';

/** `current`: this is the page shown; `selected`: the bar marks it (an open sub-bar takes over). */
function Destination({
  entry,
  current,
  selected = current,
}: {
  entry: NavEntry;
  current: boolean;
  selected?: boolean;
}) {
  return (
    <Link
      to={entry.to}
      aria-current={current ? 'page' : undefined}
      className={classNames(styles.action, selected && styles.selected)}
    >
      {entry.icon}
      <span className={styles.label}>{entry.label}</span>
    </Link>
  );
}

export function BottomBar({
  className,
  main,
  monitoring,
  monitoringEntry,
}: {
  /** The layout's: where the bar shows (decision 059). */
  className?: string;
  /** Installations and support (support only with the feature). */
  main: readonly NavEntry[];
  /** Monitoring, insights and history; empty when monitoring is not enabled. */
  monitoring: readonly NavEntry[];
  monitoringEntry: { label: string; icon: ReactElement };
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The sub-bar belongs to the page it was opened on: any navigation closes it.
  const [subBarOpenOn, setSubBarOpenOn] = useState<string | null>(null);
  const subBarOpen = subBarOpenOn === pathname;
  const subBarId = useId();

  const inMonitoring = monitoring.some((entry) => isCurrent(pathname, entry.to));
  const current = main.find((entry) => isCurrent(pathname, entry.to))?.key;
  const monitoringSelected = inMonitoring || subBarOpen;
  // Monitoring sits second, between installations and support (spec §2 order).
  const [first, ...rest] = main;
  const ordered: (NavEntry | 'monitoring')[] = [
    ...(first ? [first] : []),
    ...(monitoring.length > 0 ? (['monitoring'] as const) : []),
    ...rest,
  ];

  return (
    <nav aria-label={t('nav.mainNavigation')} className={classNames(styles.bar, className)}>
      {subBarOpen && (
        <div id={subBarId} className={styles.subBar}>
          {monitoring.map((entry) => (
            <Destination key={entry.key} entry={entry} current={isCurrent(pathname, entry.to)} />
          ))}
        </div>
      )}
      <div className={styles.row}>
        {ordered.map((entry) =>
          entry === 'monitoring' ? (
            <button
              key="monitoring"
              type="button"
              aria-expanded={subBarOpen}
              aria-controls={subBarOpen ? subBarId : undefined}
              onClick={() => setSubBarOpenOn(subBarOpen ? null : pathname)}
              className={classNames(styles.action, monitoringSelected && styles.selected)}
            >
              {monitoringEntry.icon}
              <span className={styles.label}>{monitoringEntry.label}</span>
            </button>
          ) : (
            <Destination
              key={entry.key}
              entry={entry}
              current={current === entry.key}
              selected={!monitoringSelected && current === entry.key}
            />
          ),
        )}
      </div>
    </nav>
  );
}
