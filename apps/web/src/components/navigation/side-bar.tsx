// The desktop side bar for signed-in customers (spec §2): installations, documents, loyalty,
// the monitoring group, support, account, notifications and a logout button. The layout decides
// which entries exist (features, monitoring enabled); this component only renders them.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { classNames } from '../../ui/class-names';
import { LogoutIcon } from '../../ui/icons';
import { isCurrent, type NavEntry } from './nav-entry';
import { NavListItem } from './nav-list-item';
import styles from './side-bar.module.css';

export interface SideBarGroups {
  main: readonly NavEntry[];
  /** The monitoring group; empty when monitoring is not enabled. */
  monitoring: readonly NavEntry[];
  secondary: readonly NavEntry[];
}

export function SideBar({
  className,
  width,
  logo,
  groups,
  onLogout,
}: {
  /** The layout's: where the bar shows (decision 059). */
  className?: string;
  width: number;
  logo: ReactNode;
  groups: SideBarGroups;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const items = (entries: readonly NavEntry[]) =>
    entries.map((entry) => (
      <NavListItem key={entry.key} entry={entry} current={isCurrent(pathname, entry.to)} />
    ));
  return (
    <div className={classNames(styles.spacer, className)} style={{ width }}>
      <nav aria-label={t('nav.mainNavigation')} className={styles.panel} style={{ width }}>
        <div className={styles.logo}>{logo}</div>
        <ul className={styles.list}>
          {items(groups.main)}
          {groups.monitoring.length > 0 && (
            <>
              <li className={styles.subheader}>{t('nav.monitoringGroup')}</li>
              {items(groups.monitoring)}
            </>
          )}
          {/* A plain list item: a separator role would break the list for assistive technology. */}
          <li aria-hidden="true" className={styles.separator} />
          {items(groups.secondary)}
        </ul>
        <div className={styles.footer}>
          <Button fullWidth variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout}>
            {t('nav.logout')}
          </Button>
        </div>
      </nav>
    </div>
  );
}
