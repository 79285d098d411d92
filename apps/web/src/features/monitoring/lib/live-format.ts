// How the live pages write values: powers in W below 1 kW and in kW with 2 decimals above (spec
// §9: 2 fraction digits by default), prices in euro per kWh with up to 3 decimals (cents matter in
// dynamic tariffs), the charge state as a whole-ish percentage.
import type { FormatLocale } from '@portal/domain/format-locale';

// Intl has no power units (watt is not among its sanctioned units), so the unit is appended.
export function formatPower(watts: number, locale: FormatLocale): string {
  const magnitude = Math.abs(watts);
  if (magnitude < 1000) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(magnitude)} W`;
  }
  const kilowatts = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(magnitude / 1000);
  return `${kilowatts} kW`;
}

export function formatPrice(euroPerKwh: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(euroPerKwh);
}

export function formatPercent(percent: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}

export function formatClock(epochMs: number, locale: FormatLocale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Brussels',
  }).format(epochMs);
}
