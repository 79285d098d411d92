// The history range shown, as CSV: one line per bucket,
// a header with units, a dot as decimal separator and ISO instants, so a spreadsheet in any locale
// and a script read it the same.
import type { History } from '@portal/contract/monitoring-history';

const COLUMNS = [
  'start',
  'minutes',
  'home_kwh',
  'own_consumption_kwh',
  'solar_kwh',
  'grid_consume_kwh',
  'grid_inject_kwh',
  'battery_charge_kwh',
  'battery_discharge_kwh',
  'ev_kwh',
  'home_power_w',
  'solar_power_w',
  'grid_power_w',
  'peak_import_w',
  'battery_charge_state_percent',
  'price_consumption_eur_per_kwh',
  'price_injection_eur_per_kwh',
] as const;

const cell = (value: number | string | null) => (value === null ? '' : String(value));

export function historyCsv(history: History): string {
  const lines = history.buckets.map((bucket) =>
    [
      bucket.start,
      bucket.minutes,
      bucket.home,
      bucket.ownConsumption,
      bucket.solar,
      bucket.gridConsume,
      bucket.gridInject,
      bucket.batteryCharge,
      bucket.batteryDischarge,
      bucket.ev,
      bucket.power.home,
      bucket.power.solar,
      bucket.power.grid,
      bucket.peakImportW,
      bucket.batteryChargeState,
      bucket.priceConsumption,
      bucket.priceInjection,
    ]
      .map(cell)
      .join(','),
  );
  return `${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The download name: device, range and its first date. */
export function historyCsvName(history: History): string {
  const safe = history.deviceId.replace(/[^A-Za-z0-9-]/g, '_');
  return `history-${safe}-${history.range}-${history.firstDate}.csv`;
}
