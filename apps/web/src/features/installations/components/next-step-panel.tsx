// The one next step of an installation, from its journey: a button to the page where the customer
// acts, who else acts next, or — only once every step is done — that all is done.
import type { InstallationJourney } from '@portal/domain/installation-journey';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { classNames } from '../../../ui/class-names';
import { ArrowForwardIcon } from '../../../ui/icons';
import text from '../../../ui/text.module.css';
import styles from './next-step-panel.module.css';

export function NextStepPanel({
  journey,
  children,
}: {
  journey: InstallationJourney;
  /** Further buttons placed before the action's button (e.g. a link to the details). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('installations');
  const { action, current } = journey;
  let sentence = t('next.completed');
  if (action !== null) sentence = t(`next.action.${action.action}.text`);
  else if (current !== null) sentence = t('next.installer');
  return (
    <div className={styles.next}>
      <div className={styles.nextText}>
        <p className={classNames(text.overline, text.secondary)}>{t('next.label')}</p>
        <p className={classNames(text.body2, text.semibold)}>{sentence}</p>
      </div>
      <div className={styles.nextButtons}>
        {children}
        {action !== null && (
          <ButtonLink
            variant="contained"
            to={action.target}
            endIcon={<ArrowForwardIcon />}
            className={styles.action}
          >
            {t(`next.action.${action.action}.button`)}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
