// One installation in the list: what was bought (categories and main figures), its status in
// words, key facts, the one next step, and a link to its detail page.
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { installationRoutes } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { ButtonLink } from '../../../ui/button';
import { classNames } from '../../../ui/class-names';
import { ChevronRightIcon, SolarPowerIcon } from '../../../ui/icons';
import text from '../../../ui/text.module.css';
import { installationTitle } from '../lib/installation-labels';
import { journeyOf } from '../lib/journey-of';
import styles from './installation-card.module.css';
import { InstallationFiguresLine } from './installation-figures-line';
import { InstallationStatusChip } from './installation-status-chip';
import { NextStepPanel } from './next-step-panel';

/**
 * Memoised: the list re-renders whenever a refresh starts or ends (its progress bar), and a
 * refresh that brings the same rows keeps each row object (react-query's structural sharing), so
 * the cards need not render again — on the start page that was a 50 ms task on this machine after
 * every background refresh (decision 018).
 */
export const InstallationCard = memo(function InstallationCard({
  row,
  features,
}: {
  row: InstallationRow;
  features: readonly string[];
}) {
  const { t, i18n } = useTranslation('installations');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const title = installationTitle(row, t);
  const journey = journeyOf(row, features);
  const headingId = `installation-${row.id}-title`;
  const facts = [
    row.OfferID !== null ? t('list.offer', { id: row.OfferID }) : undefined,
    row.OrderID !== null ? t('list.order', { id: row.OrderID }) : undefined,
    row.InstallationDate
      ? t('list.installationDate', {
          date: formatDate(row.InstallationDate, locale, { withTime: false }),
        })
      : undefined,
  ].filter((fact) => fact !== undefined);

  return (
    <li aria-labelledby={headingId} className={styles.card}>
      <div className={styles.head}>
        <IconTile icon={SolarPowerIcon} />
        <div className={styles.summary}>
          <h2 id={headingId} className={classNames(text.subtitle1, text.bold)}>
            {title}
          </h2>
          <InstallationFiguresLine row={row} />
          {facts.length > 0 && (
            <p className={classNames(text.body2, text.secondary)}>{facts.join(' · ')}</p>
          )}
          <div className={styles.chip}>
            <InstallationStatusChip journey={journey} />
          </div>
        </div>
      </div>
      <hr className={styles.divider} />
      <NextStepPanel journey={journey}>
        <ButtonLink
          to={installationRoutes.detail(row.id)}
          endIcon={<ChevronRightIcon />}
          aria-label={t('list.detailsOf', { title })}
        >
          {t('list.details')}
        </ButtonLink>
      </NextStepPanel>
    </li>
  );
});
