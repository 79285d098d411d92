// Energy rows drawn into the history's buckets (quarter-hour, hour, day or month): energies
// summed, the power line as the bucket's average power, prices as the time-weighted mean of the
// quarter-hours that have one. A day row (older than the quarter-hours' retention) cannot be split,
// so a range holding one is drawn at day resolution at the finest (decision 049).
import type { HistoryBucket, HistoryResolution } from '@portal/contract/monitoring-history';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { mergeRows, QUARTER_HOUR_MINUTES } from './energy-row.ts';
import { bucketEnd, bucketStart } from './history-range.ts';

const ORDER: readonly HistoryResolution[] = ['quarterHour', 'hour', 'day', 'month'];

/** The resolution the rows allow: the one asked, or day where only day rows are kept. */
export function answerableResolution(
  asked: HistoryResolution,
  rows: readonly EnergyRow[],
): HistoryResolution {
  const hasDays = rows.some((row) => row.minutes > QUARTER_HOUR_MINUTES);
  return hasDays && ORDER.indexOf(asked) < ORDER.indexOf('day') ? 'day' : asked;
}

/** Rounded for the wire: Wh precision for energy, whole watts, 0.1 c€ for prices. */
const kwh = (value: number) => Math.round(value * 1000) / 1000;
const watts = (value: number) => Math.round(value);
const price = (value: number | null) =>
  value === null ? null : Math.round(value * 100_000) / 100_000;

function toBucket(row: EnergyRow): HistoryBucket {
  const hours = row.minutes / 60;
  return {
    start: new Date(row.start).toISOString(),
    minutes: row.minutes,
    home: kwh(row.homeKwh),
    ownConsumption: kwh(Math.max(0, row.solarKwh - row.gridInjectKwh)),
    solar: kwh(row.solarKwh),
    gridConsume: kwh(row.gridConsumeKwh),
    gridInject: kwh(row.gridInjectKwh),
    batteryCharge: kwh(row.batteryChargeKwh),
    batteryDischarge: kwh(row.batteryDischargeKwh),
    ev: kwh(row.evKwh),
    power: {
      home: watts((row.homeKwh * 1000) / hours),
      solar: watts((row.solarKwh * 1000) / hours),
      grid: watts(((row.gridConsumeKwh - row.gridInjectKwh) * 1000) / hours),
      battery: watts(((row.batteryDischargeKwh - row.batteryChargeKwh) * 1000) / hours),
      ev: watts((row.evKwh * 1000) / hours),
    },
    peakImportW: row.peakImportW === null ? null : watts(row.peakImportW),
    batteryChargeState: row.batteryChargeState,
    priceConsumption: price(row.priceConsumption),
    priceInjection: price(row.priceInjection),
  };
}

/** Rows in time order → buckets in time order; a bucket with no row is left out. */
export function historyBuckets(
  rows: readonly EnergyRow[],
  resolution: HistoryResolution,
): HistoryBucket[] {
  const buckets: HistoryBucket[] = [];
  let group: EnergyRow[] = [];
  let start = 0;
  const close = () => {
    if (group.length === 0) return;
    const end = bucketEnd(resolution, start);
    buckets.push(toBucket(mergeRows(start, (end - start) / 60_000, group)));
  };
  for (const row of rows) {
    const rowBucket = bucketStart(resolution, row.start);
    if (group.length === 0 || rowBucket !== start) {
      close();
      start = rowBucket;
      group = [];
    }
    group.push(row);
  }
  close();
  return buckets;
}
