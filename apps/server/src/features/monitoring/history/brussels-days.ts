// Brussels calendar days, weeks, months and years as instants, for the history's ranges and
// buckets. Midnights are looked up once per day (a DST change day is 23 or 25 hours long, so a
// day's end is the next midnight, never start + 24 h).
import { fromBrusselsWallClock } from '@portal/domain/brussels-time';
import { brusselsLocalTime } from '../simulator/local-time.ts';

const DAY_MS = 86_400_000;
const midnights = new Map<number, number>();

/** The instant Brussels clocks show 00:00 on a day (days since 1970-01-01). */
export function brusselsMidnight(day: number): number {
  let at = midnights.get(day);
  if (at === undefined) {
    const date = new Date(day * DAY_MS);
    at = fromBrusselsWallClock({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    }).getTime();
    if (midnights.size > 50_000) midnights.clear();
    midnights.set(day, at);
  }
  return at;
}

/** The Brussels day (days since 1970-01-01) an instant falls in. */
export function brusselsDayOf(epochMs: number): number {
  return brusselsLocalTime(epochMs).day;
}

/** Start and end (exclusive) of the Brussels day an instant falls in. */
export function brusselsDayBounds(epochMs: number): { start: number; end: number } {
  const day = brusselsDayOf(epochMs);
  return { start: brusselsMidnight(day), end: brusselsMidnight(day + 1) };
}

/** Days since 1970-01-01 of a calendar date. */
export function dayIndex(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The calendar date of a day index, "YYYY-MM-DD". */
export function dateText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the Brussels month an instant falls in. */
export function brusselsMonthStartDay(epochMs: number): number {
  const date = new Date(brusselsDayOf(epochMs) * DAY_MS);
  return dayIndex(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
