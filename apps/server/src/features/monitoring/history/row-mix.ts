// Which rows answer a range when a device keeps both kinds (decision 049): every completed day has
// a day row, and the last months also keep their quarter-hours. Coarse views (month, year, peaks,
// insights) read day rows and the quarter-hours after the last one (today, not yet rolled up); fine
// views (day, week) read quarter-hours and fill the days whose quarter-hours are gone with day rows.
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { QUARTER_HOUR_MINUTES } from './energy-row.ts';

const end = (row: EnergyRow) => row.start + row.minutes * 60_000;

/** Quarter-hours preferred; a day row only where none of its quarter-hours are kept. */
export function fineRows(days: readonly EnergyRow[], quarters: readonly EnergyRow[]): EnergyRow[] {
  const kept = days.filter(
    (day) => !quarters.some((quarter) => quarter.start >= day.start && quarter.start < end(day)),
  );
  return [...kept, ...quarters].sort((a, b) => a.start - b.start);
}

/** Where the quarter-hours of a coarse read start: after the last day row, else at `from`. */
export function quartersAfterDays(days: readonly EnergyRow[], from: number): number {
  const last = days.at(-1);
  return last === undefined ? from : Math.max(from, end(last));
}

/** Day rows followed by the quarter-hours after them. */
export function coarseRows(
  days: readonly EnergyRow[],
  quarters: readonly EnergyRow[],
): EnergyRow[] {
  const after = quartersAfterDays(days, Number.NEGATIVE_INFINITY);
  return [
    ...days,
    ...quarters.filter((row) => row.minutes === QUARTER_HOUR_MINUTES && row.start >= after),
  ];
}
