// The chart's table alternative: every quarter-hour of the plan written out (the shared disclosure
// of a chart's numbers, closed by default).
import type { EnergyPlanObjective } from '@portal/contract/energy-plan';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { clockTime } from '../lib/plan-format';

const COLUMNS = ['time', 'price', 'solar', 'home', 'loads', 'grid'] as const;

export function PlanTimelineTable({ objective }: { objective: EnergyPlanObjective }) {
  const { t, i18n } = useTranslation('energyPlan');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const power = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const price = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const kw = (watts: number) => power.format(watts / 1000);
  return (
    <DataTable
      caption={t('chart.tableCaption')}
      columns={COLUMNS.map((column) => t(`chart.columns.${column}`))}
      rows={objective.quarterHours.map((quarter) => ({
        key: quarter.start,
        cells: [
          clockTime(quarter.start, locale),
          price.format(quarter.consumptionPrice),
          kw(quarter.solarW),
          kw(quarter.baseW),
          kw(quarter.flexibleW),
          kw(quarter.gridW),
        ],
      }))}
    />
  );
}
