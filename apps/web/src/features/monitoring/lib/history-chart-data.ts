// The history answer (decision 049) shaped for its charts and their tables: one series per display
// key with points on the time axis, and one table row per bucket with the same values. A key that
// is zero in every bucket (no battery, no EV charger) is left out of both, so a phone's chart shows
// what the household has. Powers go to kW: a 96-bar day reads better in kW than in thousands of W.
import type {
  CapacityTariff,
  History,
  HistoryBucket,
  HistoryResolution,
} from '@portal/contract/monitoring-history';

export const energyKeys = [
  'solar',
  'home',
  'ev',
  'batteryCharge',
  'batteryDischarge',
  'gridConsume',
  'gridInject',
] as const;
export type EnergyKey = (typeof energyKeys)[number];

export const powerKeys = ['home', 'solar', 'battery', 'ev', 'grid'] as const;
export type PowerKey = (typeof powerKeys)[number];

export const priceKeys = ['priceConsumption', 'priceInjection'] as const;
export type PriceKey = (typeof priceKeys)[number];

export interface Point {
  /** Start of the bucket, epoch ms. */
  x: number;
  y: number | null;
}

export interface Series<K extends string> {
  key: K;
  points: Point[];
}

export interface HistoryChartData {
  energy: Series<EnergyKey>[];
  power: Series<PowerKey>[];
  prices: Series<PriceKey>[];
  /** The bucket starts, epoch ms, in time order: the tables' rows. */
  starts: number[];
}

function seriesOf<K extends string>(
  buckets: HistoryBucket[],
  keys: readonly K[],
  value: (bucket: HistoryBucket, key: K) => number | null,
): Series<K>[] {
  return keys
    .map((key) => ({
      key,
      points: buckets.map((bucket) => ({ x: Date.parse(bucket.start), y: value(bucket, key) })),
    }))
    .filter((series) => series.points.some((point) => point.y !== null && point.y !== 0));
}

export function historyChartData(history: History): HistoryChartData {
  const { buckets } = history;
  return {
    energy: seriesOf(buckets, energyKeys, (bucket, key) => bucket[key]),
    power: seriesOf(buckets, powerKeys, (bucket, key) => bucket.power[key] / 1000),
    prices: seriesOf(buckets, priceKeys, (bucket, key) => bucket[key]),
    starts: buckets.map((bucket) => Date.parse(bucket.start)),
  };
}

/** The time axis's tick unit for a bucket width: hours under a day of quarter-hours, and so on. */
export function axisUnitOf(resolution: HistoryResolution): 'hour' | 'day' | 'month' {
  if (resolution === 'quarterHour') return 'hour';
  if (resolution === 'month') return 'month';
  return 'day';
}

export interface PeakRow {
  /** "YYYY-MM". */
  month: string;
  /** The month's highest quarter-hour import, kW; null when nothing is kept for the month. */
  peakKw: number | null;
  /** When that quarter-hour began, epoch ms. */
  at: number | null;
  /** What is billed (at least 2.5 kW), kW. */
  billedKw: number;
}

export function peakRows(tariff: CapacityTariff): PeakRow[] {
  return tariff.peaks.map((peak) => ({
    month: peak.month,
    peakKw: peak.peakW === null ? null : peak.peakW / 1000,
    at: peak.at === null ? null : Date.parse(peak.at),
    billedKw: peak.billedW / 1000,
  }));
}

/** The sum of a series (energy totals for a chart's summary). */
export function seriesTotal(series: Series<string>): number {
  return series.points.reduce((sum, point) => sum + (point.y ?? 0), 0);
}

/** The lowest and highest known value of a series; null when it has none. */
export function seriesExtremes(series: Series<string>): { min: number; max: number } | null {
  const known = series.points.flatMap((point) => (point.y === null ? [] : [point.y]));
  if (known.length === 0) return null;
  return { min: Math.min(...known), max: Math.max(...known) };
}
