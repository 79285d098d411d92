// The Chart.js configurations of the history page: energy as bars per bucket with the two prices
// as dashed, unfilled lines on a second y axis (spec §3), power as lines, and the monthly capacity
// peaks as bars. Pure data in, configuration out: the components only mount them.
import type { ChartConfiguration, ChartDataset } from 'chart.js';
import { displayColours } from '../lib/display-colours';
import type { HistoryChartData, PeakRow, Series } from '../lib/history-chart-data';
import type { ChartPoint } from './chart-canvas';

export interface AxisWords {
  /** Legend label per display key. */
  label: (key: string) => string;
  energyAxis: string;
  powerAxis: string;
  priceAxis: string;
  locale: string;
}

type MixedConfig = ChartConfiguration<'bar' | 'line', ChartPoint[]>;
type MixedDataset = ChartDataset<'bar' | 'line', ChartPoint[]>;

function colourOf(key: string): string {
  return key in displayColours ? displayColours[key as keyof typeof displayColours] : '#374151';
}

function timeAxis(unit: 'hour' | 'day' | 'month', locale: string) {
  return {
    type: 'time' as const,
    offset: true,
    adapters: { date: { zone: 'Europe/Brussels', locale } },
    time: { unit, displayFormats: { hour: 'HH:mm', day: 'd MMM', month: 'MMM' } },
    ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 12 },
    grid: { display: false },
  };
}

function priceLines(prices: Series<string>[], words: AxisWords): MixedDataset[] {
  return prices.map((series) => ({
    type: 'line' as const,
    label: words.label(series.key),
    data: series.points,
    yAxisID: 'price',
    borderColor: colourOf(series.key),
    backgroundColor: colourOf(series.key),
    borderDash: [6, 4],
    borderWidth: 2,
    fill: false,
    pointRadius: 0,
    stepped: true,
    spanGaps: false,
  }));
}

const sharedOptions = (locale: string) => ({
  locale,
  responsive: true,
  maintainAspectRatio: false,
  animation: false as const,
  interaction: { mode: 'index' as const, intersect: false },
  plugins: {
    legend: { position: 'bottom' as const, labels: { boxWidth: 14, boxHeight: 14, padding: 16 } },
  },
});

/** A time axis, the chart's own quantity on the left, and the prices (when known) on the right. */
function scalesWith(
  axis: 'energy' | 'power',
  title: string,
  unit: 'hour' | 'day' | 'month',
  data: HistoryChartData,
  words: AxisWords,
) {
  return {
    x: timeAxis(unit, words.locale),
    [axis]: {
      type: 'linear' as const,
      position: 'left' as const,
      title: { display: true, text: title },
    },
    price: {
      type: 'linear' as const,
      position: 'right' as const,
      display: data.prices.length > 0,
      title: { display: true, text: words.priceAxis },
      grid: { drawOnChartArea: false },
    },
  };
}

export function energyChartConfig(
  data: HistoryChartData,
  unit: 'hour' | 'day' | 'month',
  words: AxisWords,
): MixedConfig {
  const bars: MixedDataset[] = data.energy.map((series) => ({
    type: 'bar' as const,
    label: words.label(series.key),
    data: series.points,
    yAxisID: 'energy',
    backgroundColor: colourOf(series.key),
    borderWidth: 0,
  }));
  return {
    type: 'bar',
    data: { datasets: [...bars, ...priceLines(data.prices, words)] },
    options: {
      ...sharedOptions(words.locale),
      scales: scalesWith('energy', words.energyAxis, unit, data, words),
    },
  };
}

export function powerChartConfig(
  data: HistoryChartData,
  unit: 'hour' | 'day' | 'month',
  words: AxisWords,
): MixedConfig {
  const lines: MixedDataset[] = data.power.map((series) => ({
    type: 'line' as const,
    label: words.label(series.key),
    data: series.points,
    yAxisID: 'power',
    borderColor: colourOf(series.key),
    backgroundColor: colourOf(series.key),
    borderWidth: 2,
    fill: false,
    pointRadius: 0,
    tension: 0.2,
  }));
  return {
    type: 'line',
    data: { datasets: [...lines, ...priceLines(data.prices, words)] },
    options: {
      ...sharedOptions(words.locale),
      scales: scalesWith('power', words.powerAxis, unit, data, words),
    },
  };
}

export interface PeakWords {
  peak: string;
  billed: string;
  axis: string;
  monthLabel: (month: string) => string;
  locale: string;
}

export function peaksChartConfig(rows: PeakRow[], words: PeakWords): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: rows.map((row) => words.monthLabel(row.month)),
      datasets: [
        {
          label: words.peak,
          data: rows.map((row) => row.peakKw),
          backgroundColor: displayColours.peak,
        },
        {
          label: words.billed,
          data: rows.map((row) => row.billedKw),
          backgroundColor: displayColours.billed,
        },
      ],
    },
    options: {
      ...sharedOptions(words.locale),
      scales: {
        x: { ticks: { maxRotation: 0, autoSkip: true }, grid: { display: false } },
        y: { beginAtZero: true, title: { display: true, text: words.axis } },
      },
    },
  };
}
