// The capacity tariff of the past year (decision 049): each month's highest quarter-hour import
// beside what is billed (at least 2.5 kW), and the yearly charge at the tenant's rate.

import type { CapacityTariff } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ChartCanvas } from '../charts/chart-canvas';
import { peaksChartConfig } from '../charts/history-charts';
import { peakRows } from '../lib/history-chart-data';
import { formatDecimal, formatEuro, formatKilowatts, formatMonth } from '../lib/history-format';
import { formatClock } from '../lib/live-format';
import styles from './history-view.module.css';

export function CapacityPeaks({ tariff }: { tariff: CapacityTariff }) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const rows = useMemo(() => peakRows(tariff), [tariff]);
  const config = useMemo(
    () =>
      peaksChartConfig(rows, {
        peak: t('peaks.peak'),
        billed: t('peaks.billed'),
        axis: 'kW',
        monthLabel: (month) => formatMonth(month, locale, 'short'),
        locale,
      }),
    [rows, t, locale],
  );
  const cost = {
    yearly: formatEuro(tariff.yearlyEur, locale),
    monthly: formatEuro(tariff.monthlyEur, locale),
    average: formatKilowatts(tariff.averagePeakW / 1000, locale),
    rate: formatEuro(tariff.rateEurPerKwYear, locale),
  };
  const highest = rows.reduce((top, row) => Math.max(top, row.peakKw ?? 0), 0);
  return (
    <section className={styles.card} aria-labelledby="history-peaks">
      <h2 id="history-peaks" className={styles.heading}>
        {t('peaks.heading')}
      </h2>
      <p className={styles.lead}>{t('peaks.cost', cost)}</p>
      <ChartCanvas
        size="small"
        config={config}
        summary={t('peaks.summary', { ...cost, highest: formatKilowatts(highest, locale) })}
      />
      <DataTable
        caption={t('peaks.heading')}
        columns={[
          t('table.month'),
          `${t('peaks.peak')} (kW)`,
          t('peaks.at'),
          `${t('peaks.billed')} (kW)`,
        ]}
        rows={rows.map((row) => ({
          key: row.month,
          cells: [
            formatMonth(row.month, locale),
            row.peakKw === null ? '–' : formatDecimal(row.peakKw, locale),
            row.at === null ? '–' : formatClock(row.at, locale),
            formatDecimal(row.billedKw, locale),
          ],
        }))}
      />
    </section>
  );
}
