// The plan's loads: when each runs, what it costs then and at its usual time, and what that saves;
// a load that is not planned says why, and the car says whether it reaches its target by departure.
// A table where it has room; where it has not (a phone), each load is a card of its own, its cells
// stacked with their column's name, so that nothing scrolls sideways.
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

/** The table's own roles, written out: where the phone layout displays the rows as blocks some
 * browsers drop a table's semantics with its display, and these keep it a table for screen readers. */
const tableRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;

/** A cell's column name, shown only where the rows stack (phone): there no heading row is seen, and
 * a screen reader has the column header already, so it is hidden from it. */
function CellLabel({ column }: { column: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {column}
    </span>
  );
}

export function PlanLoadsTable({ loads }: { loads: readonly EnergyPlanLoad[] }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const columns = ['load', 'when', 'cost', 'usual', 'saving'] as const;
  const heading = (column: (typeof columns)[number]) => t(`page.columns.${column}`);
  const money = (column: 'cost' | 'usual' | 'saving', amount: number) => (
    <td {...tableRoles.cell} className={styles.number}>
      <CellLabel column={heading(column)} />
      {euro(amount, locale)}
    </td>
  );
  return (
    <div className={styles.loads}>
      <table {...tableRoles.table} className={styles.loadsTable}>
        <caption className={styles.caption}>{t('page.loadsCaption')}</caption>
        <thead {...tableRoles.rowgroup}>
          <tr {...tableRoles.row}>
            {columns.map((column) => (
              <th
                key={column}
                {...tableRoles.columnheader}
                scope="col"
                className={column === 'load' || column === 'when' ? undefined : styles.number}
              >
                {heading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...tableRoles.rowgroup}>
          {loads.map((load) => (
            <tr key={load.id} {...tableRoles.row}>
              <th {...tableRoles.rowheader} scope="row">
                {t(`loads.${load.kind}`)}
              </th>
              <td {...tableRoles.cell}>
                <CellLabel column={heading('when')} />
                <div>
                  <When load={load} />
                </div>
              </td>
              {money('cost', load.costEur)}
              {money('usual', load.usualCostEur)}
              {money('saving', load.savingEur)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
