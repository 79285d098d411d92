// The plan's loads: when each runs, what it costs then and at its usual time, and what that saves;
// a load that is not planned says why, and the car says whether it reaches its target by departure.
import type { EnergyPlanLoad } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { clockTime, drawingWindows, euro, kwh } from '../lib/plan-format';
import styles from './energy-plan.module.css';

function When({ load }: { load: EnergyPlanLoad }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  if (load.status !== 'planned') return <>{t(`status.${load.status}`)}</>;
  const windows = drawingWindows(load);
  return (
    <>
      {windows.map((window) => (
        <div key={window.start} className={styles.window}>
          {t('window', {
            from: clockTime(window.start, locale),
            to: clockTime(window.end, locale),
          })}
        </div>
      ))}
      {load.ev && (
        <div className={styles.note}>
          {load.ev.reachable
            ? t('page.evReachable', {
                energy: kwh(load.ev.reachableWh, locale),
                time: clockTime(load.ev.departAt, locale),
              })
            : t('page.evUnreachable', {
                energy: kwh(load.ev.reachableWh, locale),
                target: kwh(load.ev.targetWh, locale),
                time: clockTime(load.ev.departAt, locale),
              })}
        </div>
      )}
    </>
  );
}

export function PlanLoadsTable({ loads }: { loads: readonly EnergyPlanLoad[] }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const columns = ['load', 'when', 'cost', 'usual', 'saving'] as const;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.tableScroll} aria-label={t('page.loadsCaption')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('page.loadsCaption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`page.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loads.map((load) => (
            <tr key={load.id}>
              <th scope="row">{t(`loads.${load.kind}`)}</th>
              <td>
                <When load={load} />
              </td>
              <td className={styles.number}>{euro(load.costEur, locale)}</td>
              <td className={styles.number}>{euro(load.usualCostEur, locale)}</td>
              <td className={styles.number}>{euro(load.savingEur, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
