// The one next step of an installation: a button to the action's page, or who acts next.
import type { InstallationRow } from '@portal/domain/installation-row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { classNames } from '../../../ui/class-names';
import { ArrowForwardIcon } from '../../../ui/icons';
import text from '../../../ui/text.module.css';
import { nextStep } from '../lib/next-step';
import styles from './next-step-panel.module.css';

export function NextStepPanel({
  row,
  features,
  children,
}: {
  row: InstallationRow;
  features: readonly string[];
  /** Further buttons placed before the action's button (e.g. a link to the details). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('installations');
  const step = nextStep(row, features);
  return (
    <div className={styles.next}>
      <div className={styles.nextText}>
        <p className={classNames(text.overline, text.secondary)}>{t('next.label')}</p>
        <p className={classNames(text.body2, text.semibold)}>
          {step.kind === 'action' ? t(`next.action.${step.action}.text`) : t(`next.${step.kind}`)}
        </p>
      </div>
      <div className={styles.nextButtons}>
        {children}
        {step.kind === 'action' && (
          <ButtonLink
            variant="contained"
            to={step.target}
            endIcon={<ArrowForwardIcon />}
            className={styles.action}
          >
            {t(`next.action.${step.action}.button`)}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
