// The chart's table alternative: every quarter-hour of the plan written out, in a disclosure closed
// by default. The wrapper scrolls sideways on a phone and is focusable, so a keyboard scrolls it too.
import type { EnergyPlanObjective } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../lib/plan-format';
import styles from './energy-plan.module.css';

export function PlanTimelineTable({ objective }: { objective: EnergyPlanObjective }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const price = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const caption = t('chart.tableCaption');
  const columns = ['time', 'price', 'solar', 'home', 'loads', 'grid'] as const;
  return (
    <details>
      <summary>{t('chart.showTable')}</summary>
      <section
        className={styles.tableScroll}
        aria-label={t('chart.tableRegion', { caption })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`chart.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {objective.quarterHours.map((quarter) => (
              <tr key={quarter.start}>
                <th scope="row">{clockTime(quarter.start, locale)}</th>
                <td className={styles.number}>{price.format(quarter.consumptionPrice)}</td>
                <td className={styles.number}>{number.format(quarter.solarW / 1000)}</td>
                <td className={styles.number}>{number.format(quarter.baseW / 1000)}</td>
                <td className={styles.number}>{number.format(quarter.flexibleW / 1000)}</td>
                <td className={styles.number}>{number.format(quarter.gridW / 1000)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
