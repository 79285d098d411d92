// How the history and insights pages write their values and bucket times (spec §9: 2 fraction
// digits by default). Times are Brussels time whatever the browser's zone, like the API's buckets.
import type { HistoryResolution } from '@portal/contract/monitoring-history';

/** A number with 2 decimals, for table cells whose column heading names the unit. */
export function formatDecimal(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

// Intl has no energy or power units (kilowatt-hour is not sanctioned), so the unit is appended.
export function formatEnergy(kwh: number, locale: string): string {
  return `${formatDecimal(kwh, locale)} kWh`;
}

export function formatKilowatts(kw: number, locale: string): string {
  return `${formatDecimal(kw, locale)} kW`;
}

export function formatEuro(eur: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(eur);
}

export function formatKilograms(kg: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: kg < 10 ? 1 : 0,
  }).format(kg);
}

const bucketFormats: Record<HistoryResolution, Intl.DateTimeFormatOptions> = {
  quarterHour: { hour: '2-digit', minute: '2-digit' },
  hour: { weekday: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  month: { month: 'long', year: 'numeric' },
};

/** A bucket's start in words fitting its width: 14:15, Mon 3 14:00, Mon 3 Nov, November 2026. */
export function formatBucket(
  epochMs: number,
  resolution: HistoryResolution,
  locale: string,
): string {
  return new Intl.DateTimeFormat(locale, {
    ...bucketFormats[resolution],
    timeZone: 'Europe/Brussels',
  }).format(epochMs);
}

/** A "YYYY-MM" month in words: "nov. 2026" (short) or "november 2026". */
export function formatMonth(
  month: string,
  locale: string,
  style: 'short' | 'long' = 'long',
): string {
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** A "YYYY-MM-DD" date in words. */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
