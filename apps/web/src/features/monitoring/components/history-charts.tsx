// The history's two charts with their tables: energy per bucket (bars) and average power (lines),
// each with the prices on a second axis. The canvas's name sums the chart up in words (totals,
// highest power, price range); the table has every number.

import type { History } from '@portal/contract/monitoring-history';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ChartCanvas } from '../charts/chart-canvas';
import { energyChartConfig, powerChartConfig } from '../charts/history-charts';
import {
  axisUnitOf,
  historyChartData,
  type Point,
  seriesExtremes,
  seriesTotal,
} from '../lib/history-chart-data';
import { formatBucket, formatDecimal, formatEnergy, formatKilowatts } from '../lib/history-format';
import { formatPrice } from '../lib/live-format';
import styles from './history-view.module.css';

function valueAt(points: Point[], index: number, write: (value: number) => string): string {
  const value = points[index]?.y;
  return value === null || value === undefined ? '–' : write(value);
}

export function HistoryCharts({ history, period }: { history: History; period: string }) {
  const { t, i18n } = useTranslation('monitoring');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const data = useMemo(() => historyChartData(history), [history]);
  const unit = axisUnitOf(history.resolution);
  const words = useMemo(
    () => ({
      label: (key: string) => t(`keys.${key}`),
      energyAxis: 'kWh',
      powerAxis: 'kW',
      priceAxis: '€/kWh',
      locale,
    }),
    [t, locale],
  );
  const energyConfig = useMemo(() => energyChartConfig(data, unit, words), [data, unit, words]);
  const powerConfig = useMemo(() => powerChartConfig(data, unit, words), [data, unit, words]);

  const price = (value: number) => formatPrice(value, locale);
  const decimal = (value: number) => formatDecimal(value, locale);
  const priceSummary = data.prices
    .map((series) => {
      const range = seriesExtremes(series);
      return range
        ? t('history.priceRange', {
            label: t(`keys.${series.key}`),
            min: price(range.min),
            max: price(range.max),
          })
        : '';
    })
    .filter(Boolean)
    .join('; ');
  const energySummary = t('history.energySummary', {
    period,
    totals: data.energy
      .map((series) => `${t(`keys.${series.key}`)} ${formatEnergy(seriesTotal(series), locale)}`)
      .join(', '),
    prices: priceSummary,
  });
  const powerSummary = t('history.powerSummary', {
    period,
    peaks: data.power
      .map((series) => {
        const range = seriesExtremes(series);
        return `${t(`keys.${series.key}`)} ${range ? formatKilowatts(range.max, locale) : '–'}`;
      })
      .join(', '),
  });

  const when = (index: number) => formatBucket(data.starts[index] ?? 0, history.resolution, locale);
  const priceColumns = data.prices.map((series) => `${t(`keys.${series.key}`)} (€/kWh)`);
  const priceCells = (index: number) =>
    data.prices.map((series) => valueAt(series.points, index, price));

  return (
    <>
      <section className={styles.card} aria-labelledby="history-energy">
        <h2 id="history-energy" className={styles.heading}>
          {t(`history.energyHeading.${history.resolution}`)}
        </h2>
        <ChartCanvas config={energyConfig} summary={energySummary} />
        <DataTable
          caption={t(`history.energyHeading.${history.resolution}`)}
          columns={[
            t('table.time'),
            ...data.energy.map((series) => `${t(`keys.${series.key}`)} (kWh)`),
            ...priceColumns,
          ]}
          rows={data.starts.map((start, index) => ({
            key: String(start),
            cells: [
              when(index),
              ...data.energy.map((series) => valueAt(series.points, index, decimal)),
              ...priceCells(index),
            ],
          }))}
        />
      </section>
      <section className={styles.card} aria-labelledby="history-power">
        <h2 id="history-power" className={styles.heading}>
          {t('history.powerHeading')}
        </h2>
        <ChartCanvas config={powerConfig} summary={powerSummary} />
        <DataTable
          caption={t('history.powerHeading')}
          columns={[
            t('table.time'),
            ...data.power.map((series) => `${t(`keys.${series.key}`)} (kW)`),
            ...priceColumns,
          ]}
          rows={data.starts.map((start, index) => ({
            key: String(start),
            cells: [
              when(index),
              ...data.power.map((series) => valueAt(series.points, index, decimal)),
              ...priceCells(index),
            ],
          }))}
        />
      </section>
    </>
  );
}
