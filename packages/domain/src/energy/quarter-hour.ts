// The Belgian metering interval: fixed quarter-hours starting at :00, :15, :30 and :45 on Brussels
// clocks. Brussels is always a whole number of hours from UTC (+1 in winter, +2 in summer), so a
// Brussels quarter-hour starts exactly where a UTC quarter-hour starts: the boundaries are plain
// multiples of 15 minutes since the epoch, with no time-zone lookup. What the zone decides is which
// calendar day and month a quarter-hour belongs to (see `brusselsMonth`), and so how many
// quarter-hours a day has: 96, or 92 and 100 on the days the clocks change.

import { brusselsWallClock, fromBrusselsWallClock } from '../brussels-time.ts';

export const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Hours in a quarter-hour, to turn an average power (W) into energy (Wh) and back. */
export const QUARTER_HOUR_IN_HOURS = 0.25;

/** The start (epoch ms) of the quarter-hour an instant falls in. */
export function quarterHourStart(epochMs: number): number {
  return Math.floor(epochMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
}

/** A Brussels calendar month as "YYYY-MM", the key capacity-tariff peaks are kept under. */
export type MonthKey = string;

/** The Brussels calendar month an instant belongs to. */
export function brusselsMonth(epochMs: number): MonthKey {
  const clock = brusselsWallClock(new Date(epochMs));
  return `${clock.year}-${String(clock.month).padStart(2, '0')}`;
}

/** The month before or after a month key, `offset` months away. */
export function shiftMonth(month: MonthKey, offset: number): MonthKey {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = (year ?? 0) * 12 + (monthNumber ?? 1) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The quarter-hour starts of one Brussels calendar day: 96, or 92/100 on DST change days. */
export function quarterHoursOfBrusselsDay(year: number, month: number, day: number): number[] {
  const start = fromBrusselsWallClock({ year, month, day, hour: 0, minute: 0, second: 0 });
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const end = fromBrusselsWallClock({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  });
  const starts: number[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += QUARTER_HOUR_MS) starts.push(at);
  return starts;
}
