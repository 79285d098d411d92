// Tomorrow's household consumption (the home without the car) per quarter-hour, from its history:
// the mean of the same wall-clock quarter-hour over the last four weeks' days of the same kind
// (weekday or weekend), since a household's day follows the clock on the wall and its week. On the
// autumn DST day both 02:00–03:00 hours take the 02:00–03:00 mean; in spring that hour is skipped.

import { brusselsWallClock, type CalendarDate, dayNumber } from '../../brussels-time.ts';
import { QUARTER_HOUR_IN_HOURS, quarterHoursOfBrusselsDay } from '../quarter-hour.ts';

/** How far back the forecast looks, days. */
export const BASE_LOAD_HISTORY_DAYS = 28;
const SLOTS_PER_WALL_DAY = 96;

export interface HomeHistoryQuarter {
  /** Start of the quarter-hour (epoch ms). */
  start: number;
  /** The home's consumption in it, Wh (EV charging not included). */
  homeWh: number;
}

export function baseLoadForecastW(
  history: readonly HomeHistoryQuarter[],
  day: CalendarDate,
): number[] {
  const target = dayNumber(day);
  // Weekdays in the first 96 cells, weekend days in the next 96.
  const sums = new Float64Array(2 * SLOTS_PER_WALL_DAY);
  const counts = new Uint32Array(2 * SLOTS_PER_WALL_DAY);
  let total = 0;
  let totalCount = 0;
  for (const quarter of history) {
    const clock = brusselsWallClock(new Date(quarter.start));
    const age = target - dayNumber(clock);
    if (age < 1 || age > BASE_LOAD_HISTORY_DAYS) continue;
    const cell = (isWeekend(clock) ? SLOTS_PER_WALL_DAY : 0) + wallIndex(clock);
    const averageW = quarter.homeWh / QUARTER_HOUR_IN_HOURS;
    sums[cell] = (sums[cell] ?? 0) + averageW;
    counts[cell] = (counts[cell] ?? 0) + 1;
    total += averageW;
    totalCount += 1;
  }
  const overall = totalCount > 0 ? total / totalCount : 0;
  const same = isWeekend(day) ? SLOTS_PER_WALL_DAY : 0;
  const other = SLOTS_PER_WALL_DAY - same;
  const meanAt = (cell: number) => {
    const count = counts[cell] ?? 0;
    return count > 0 ? (sums[cell] ?? 0) / count : null;
  };
  return quarterHoursOfBrusselsDay(day.year, day.month, day.day).map((start) => {
    const index = wallIndex(brusselsWallClock(new Date(start)));
    return meanAt(same + index) ?? meanAt(other + index) ?? overall;
  });
}

/** The quarter-hour of the wall-clock day, 0 (00:00) .. 95 (23:45). */
function wallIndex(clock: { hour: number; minute: number }): number {
  return clock.hour * 4 + Math.floor(clock.minute / 15);
}

function isWeekend(date: CalendarDate): boolean {
  const weekday = (dayNumber(date) + 4) % 7;
  return weekday === 0 || weekday === 6;
}
