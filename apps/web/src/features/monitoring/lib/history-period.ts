// The period a history or insights page shows: a range and a Brussels calendar date inside it, as
// the API takes them (decision 049). Dates stay "YYYY-MM-DD" strings computed in UTC, so that the
// browser's own time zone never shifts a day; only "today" is read in Brussels time.
import type { HistoryRange } from '@portal/contract/monitoring-history';

type IsoDate = string;

function parts(date: IsoDate): [number, number, number] {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

function iso(value: Date): IsoDate {
  return value.toISOString().slice(0, 10);
}

/** Today's date in Brussels, whatever the browser's time zone. */
export function todayInBrussels(now: Date = new Date()): IsoDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}

/** The first day of the period holding `date` (weeks start on Monday, ISO). */
export function periodStart(date: IsoDate, range: HistoryRange): IsoDate {
  const [year, month, day] = parts(date);
  if (range === 'year') return `${year}-01-01`;
  if (range === 'month') return iso(new Date(Date.UTC(year, month - 1, 1)));
  if (range === 'week') {
    const value = new Date(Date.UTC(year, month - 1, day));
    const sinceMonday = (value.getUTCDay() + 6) % 7;
    return iso(new Date(Date.UTC(year, month - 1, day - sinceMonday)));
  }
  return date;
}

/** The last day of the period holding `date`. */
export function periodEnd(date: IsoDate, range: HistoryRange): IsoDate {
  const [year, month, day] = parts(periodStart(date, range));
  if (range === 'year') return `${year}-12-31`;
  if (range === 'month') return iso(new Date(Date.UTC(year, month, 0)));
  if (range === 'week') return iso(new Date(Date.UTC(year, month - 1, day + 6)));
  return date;
}

/**
 * The period `steps` periods away, as its first day. Months and years step from the period's
 * first day, so that 31 January plus one month is February, not 3 March.
 */
export function shiftPeriod(date: IsoDate, range: HistoryRange, steps: number): IsoDate {
  const [year, month, day] = parts(periodStart(date, range));
  if (range === 'year') return `${year + steps}-01-01`;
  if (range === 'month') return iso(new Date(Date.UTC(year, month - 1 + steps, 1)));
  const days = range === 'week' ? 7 * steps : steps;
  return iso(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Whether the period after the one holding `date` has begun (no data lies wholly ahead). */
export function hasNextPeriod(date: IsoDate, range: HistoryRange, today: IsoDate): boolean {
  return shiftPeriod(date, range, 1) <= today;
}

/** The period in words: a day, a week's first and last day, a month or a year. */
export function periodLabel(date: IsoDate, range: HistoryRange, locale: string): string {
  const at = (value: IsoDate) => new Date(`${value}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };
  if (range === 'year')
    return new Intl.DateTimeFormat(locale, { ...options, year: 'numeric' }).format(at(date));
  if (range === 'month') {
    return new Intl.DateTimeFormat(locale, { ...options, month: 'long', year: 'numeric' }).format(
      at(date),
    );
  }
  const format = new Intl.DateTimeFormat(locale, { ...options, dateStyle: 'medium' });
  if (range === 'week') {
    return format.formatRange(at(periodStart(date, range)), at(periodEnd(date, range)));
  }
  return new Intl.DateTimeFormat(locale, { ...options, dateStyle: 'full' }).format(at(date));
}
