// Dates of the demo data, relative to the moment of seeding and in Brussels wall-clock time, so
// that "installed three days ago" or "planned next week at 8:00" stay true whenever it is seeded.
import { brusselsWallClock, fromBrusselsWallClock } from '@portal/domain/brussels-time';

export interface SeedClock {
  /** The instant (ISO-8601 UTC) `days` from today at a Brussels time of day (10:00 unless given). */
  at(days: number, hour?: number, minute?: number): string;
  /** The Brussels calendar date `days` from today, "YYYY-MM-DD". */
  date(days: number): string;
  /** The instant of seeding. */
  now: string;
}

export function seedClock(now: Date): SeedClock {
  const today = brusselsWallClock(now);
  const day = (days: number) => {
    const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    };
  };
  return {
    now: now.toISOString(),
    at: (days, hour = 10, minute = 0) =>
      fromBrusselsWallClock({ ...day(days), hour, minute, second: 0 }).toISOString(),
    date: (days) => {
      const { year, month, day: dayOfMonth } = day(days);
      return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
    },
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
