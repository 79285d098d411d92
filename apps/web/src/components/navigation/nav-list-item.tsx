// One side bar destination. The current page is marked with a background tinted in the tenant
// colour and bold text; the text keeps the body colour so that any tenant colour stays readable
// (a lime green text on white would fail contrast).
import { Link } from 'react-router';
import { classNames } from '../../ui/class-names';
import { BadgeDot } from './badge-dot';
import type { NavEntry } from './nav-entry';
import styles from './side-bar.module.css';

export function NavListItem({ entry, current }: { entry: NavEntry; current: boolean }) {
  return (
    <li>
      <Link
        to={entry.to}
        aria-current={current ? 'page' : undefined}
        className={classNames(styles.item, current && styles.current)}
        data-ring="inside"
      >
        <span className={styles.itemIcon}>
          <BadgeDot shown={entry.badge === true}>{entry.icon}</BadgeDot>
        </span>
        <span className={styles.itemText}>
          <span className={styles.label}>{entry.label}</span>
          {entry.badge && <span className={styles.badgeText}>{entry.badgeLabel}</span>}
        </span>
      </Link>
    </li>
  );
}
