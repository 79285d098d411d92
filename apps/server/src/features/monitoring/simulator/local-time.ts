// Brussels local time for the loads (breakfast, cooking and the car follow the clock on the wall),
// fast enough to call every simulated second. Intl is slow per call, so the zone offset is read
// once per UTC hour: Brussels changes offset only on a whole UTC hour (01:00 UTC), so every instant
// of a UTC hour shares its offset.

import { brusselsWallClock } from '@portal/domain/brussels-time';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface LocalTime {
  /** Brussels calendar day as days since 1970-01-01. */
  day: number;
  /** Hours since Brussels midnight on the wall clock, fractional (0 ≤ hour < 24). */
  hour: number;
  /** Day of the week, 0 Sunday … 6 Saturday. */
  weekday: number;
}

const offsetByUtcHour = new Map<number, number>();

function offsetMs(epochMs: number): number {
  const utcHour = Math.floor(epochMs / HOUR_MS);
  let offset = offsetByUtcHour.get(utcHour);
  if (offset === undefined) {
    const clock = brusselsWallClock(new Date(utcHour * HOUR_MS));
    offset = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour) - utcHour * HOUR_MS;
    // Bounded: a few years of hours at most, a few hundred kB.
    if (offsetByUtcHour.size > 100_000) offsetByUtcHour.clear();
    offsetByUtcHour.set(utcHour, offset);
  }
  return offset;
}

export function brusselsLocalTime(epochMs: number): LocalTime {
  const local = epochMs + offsetMs(epochMs);
  const day = Math.floor(local / DAY_MS);
  return { day, hour: (local - day * DAY_MS) / HOUR_MS, weekday: (day + 4) % 7 };
}
