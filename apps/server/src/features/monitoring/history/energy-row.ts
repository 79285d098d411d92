// One row of a device's energy history, as the history and insights read it: a quarter-hour, or a
// Brussels day rolled up from its quarter-hours (decision 049). Energies in kWh, powers in W.
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { QUARTER_HOUR_IN_HOURS } from '@portal/domain/energy/quarter-hour';
import type { BackfillBucket } from '../simulator/backfill.ts';
import { brusselsDayBounds } from './brussels-days.ts';

export const QUARTER_HOUR_MINUTES = 15;

/** A simulated or measured quarter-hour bucket (Wh) as a row, with its prices. */
export function quarterHourRow(bucket: BackfillBucket, price: QuarterHourPrice | null): EnergyRow {
  return {
    start: bucket.start,
    minutes: QUARTER_HOUR_MINUTES,
    homeKwh: bucket.homeWh / 1000,
    solarKwh: bucket.solarWh / 1000,
    gridConsumeKwh: bucket.importWh / 1000,
    gridInjectKwh: bucket.exportWh / 1000,
    batteryChargeKwh: bucket.batteryChargeWh / 1000,
    batteryDischargeKwh: bucket.batteryDischargeWh / 1000,
    evKwh: bucket.evWh / 1000,
    batteryChargeState: bucket.batteryChargeState,
    priceConsumption: price?.consumption ?? null,
    priceInjection: price?.injection ?? null,
    peakImportW: bucket.averageImportW,
    peakAt: bucket.start,
    peakLoadW: (bucket.homeWh + bucket.evWh) / QUARTER_HOUR_IN_HOURS,
  };
}

export const ENERGY_KEYS = [
  'homeKwh',
  'solarKwh',
  'gridConsumeKwh',
  'gridInjectKwh',
  'batteryChargeKwh',
  'batteryDischargeKwh',
  'evKwh',
] as const;

/** Rows merged into one starting at `start`: energies summed, prices time-weighted, peaks kept. */
export function mergeRows(start: number, minutes: number, rows: readonly EnergyRow[]): EnergyRow {
  const merged: EnergyRow = {
    start,
    minutes,
    homeKwh: 0,
    solarKwh: 0,
    gridConsumeKwh: 0,
    gridInjectKwh: 0,
    batteryChargeKwh: 0,
    batteryDischargeKwh: 0,
    evKwh: 0,
    batteryChargeState: null,
    priceConsumption: null,
    priceInjection: null,
    peakImportW: null,
    peakAt: null,
    peakLoadW: null,
  };
  let pricedMinutes = 0;
  let consumption = 0;
  let injection = 0;
  for (const row of rows) {
    for (const key of ENERGY_KEYS) merged[key] += row[key];
    merged.batteryChargeState = row.batteryChargeState ?? merged.batteryChargeState;
    if (row.priceConsumption !== null && row.priceInjection !== null) {
      pricedMinutes += row.minutes;
      consumption += row.priceConsumption * row.minutes;
      injection += row.priceInjection * row.minutes;
    }
    if (row.peakImportW !== null && row.peakImportW > (merged.peakImportW ?? -1)) {
      merged.peakImportW = row.peakImportW;
      merged.peakAt = row.peakAt;
    }
    if (row.peakLoadW !== null && row.peakLoadW > (merged.peakLoadW ?? -1)) {
      merged.peakLoadW = row.peakLoadW;
    }
  }
  if (pricedMinutes > 0) {
    merged.priceConsumption = consumption / pricedMinutes;
    merged.priceInjection = injection / pricedMinutes;
  }
  return merged;
}

/** Quarter-hour rows (in time order) rolled up into one row per Brussels day they cover. */
export function rollUpDays(quarters: readonly EnergyRow[]): EnergyRow[] {
  const days: EnergyRow[] = [];
  let group: EnergyRow[] = [];
  let bounds: { start: number; end: number } | undefined;
  const close = () => {
    if (bounds && group.length > 0) {
      days.push(mergeRows(bounds.start, (bounds.end - bounds.start) / 60_000, group));
    }
  };
  for (const row of quarters) {
    if (!bounds || row.start >= bounds.end || row.start < bounds.start) {
      close();
      bounds = brusselsDayBounds(row.start);
      group = [];
    }
    group.push(row);
  }
  close();
  return days;
}
