// The top bar (spec §2). Full: a back button, the page title and right-side actions, plus
// whatever the layout adds at the end (the phone's profile menu). Logo-only: the tenant logo, for
// visitors who are not signed in (spec §6). Static CSS, no MUI (decision 026). What differs
// between a phone and a desktop is chosen by CSS at the shell's breakpoint, not by script, so the
// HTML the server paints is right at every width (decision 059).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { classNames } from '../../ui/class-names';
import { ArrowBackIcon } from '../../ui/icons';
import text from '../../ui/text.module.css';
import styles from './top-bar.module.css';
import { TopBarActions } from './top-bar-actions';
import type { TopBarAction } from './top-bar-types';

/** Where a part of the bar shows: on both, or below (phone) or from (desktop) the breakpoint. */
export type ShownOn = 'always' | 'phone' | 'desktop';

const shownOn: Record<ShownOn, string | undefined> = {
  always: undefined,
  phone: styles.phoneOnly,
  desktop: styles.desktopOnly,
};

interface TopBarProps {
  /** On a desktop the bar starts where the side bar ends. */
  besideSideBar?: boolean;
  /** Logo shown at the start (logo-only bar, or a full bar without side bar). */
  logo?: ReactNode;
  logoOn?: ShownOn;
  title?: string;
  /** Keeps the title for screen readers only there (a phone's home view shows the logo instead). */
  titleHiddenOn?: 'always' | 'phone' | 'never';
  onBack?: () => void;
  actions?: readonly TopBarAction[];
  end?: ReactNode;
  endOn?: ShownOn;
}

function titleClass(hiddenOn: 'always' | 'phone' | 'never'): string {
  if (hiddenOn === 'always') return classNames(text.visuallyHidden);
  const shown = classNames(text.h6, styles.title);
  return hiddenOn === 'phone' ? classNames(shown, styles.titleHiddenOnPhone) : shown;
}

export function TopBar(props: TopBarProps) {
  const { besideSideBar = false, logo, logoOn = 'always', title, titleHiddenOn = 'never' } = props;
  const { onBack, actions = [], end, endOn = 'always' } = props;
  const { t } = useTranslation('common');
  return (
    <header className={classNames(styles.bar, besideSideBar && styles.besideSideBar)}>
      {onBack && (
        <IconButton edge="start" aria-label={t('actions.back')} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
      )}
      {logo && <div className={classNames(styles.logo, shownOn[logoOn])}>{logo}</div>}
      {title && <h1 className={titleClass(titleHiddenOn)}>{title}</h1>}
      <div className={styles.spacer} />
      <TopBarActions actions={actions} />
      {end && <div className={classNames(styles.end, shownOn[endOn])}>{end}</div>}
    </header>
  );
}
