// The top bar (spec §2). Full: a back button, the page title and right-side actions, plus
// whatever the layout adds at the end (the mobile profile menu). Logo-only: the tenant logo, for
// visitors who are not signed in (spec §6). Static CSS, no MUI (decision 026).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { classNames } from '../../ui/class-names';
import { ArrowBackIcon } from '../../ui/icons';
import text from '../../ui/text.module.css';
import styles from './top-bar.module.css';
import { TopBarActions } from './top-bar-actions';
import type { TopBarAction } from './top-bar-types';

interface TopBarProps {
  /** Left offset on desktop, where the side bar sits. */
  offsetLeft?: number;
  /** Logo shown at the start (logo-only bar, or a full bar without side bar). */
  logo?: ReactNode;
  title?: string;
  /** Keeps the title for screen readers only (the mobile home view shows the logo instead). */
  titleHidden?: boolean;
  onBack?: () => void;
  actions?: readonly TopBarAction[];
  end?: ReactNode;
}

export function TopBar(props: TopBarProps) {
  const { offsetLeft = 0, logo, title, titleHidden = false, onBack, actions = [], end } = props;
  const { t } = useTranslation('common');
  return (
    <header className={styles.bar} style={{ left: offsetLeft }}>
      {onBack && (
        <IconButton edge="start" aria-label={t('actions.back')} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
      )}
      {logo && <div className={styles.logo}>{logo}</div>}
      {title && (
        <h1
          className={
            titleHidden ? text.visuallyHidden : classNames(text.h6, text.noWrap, styles.title)
          }
        >
          {title}
        </h1>
      )}
      <div className={styles.spacer} />
      <TopBarActions actions={actions} />
      {end}
    </header>
  );
}
