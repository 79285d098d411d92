// Calendar arithmetic in the customer's time zone. The installer works in Belgium, so "a day past"
// and "midnight" mean Brussels wall-clock time, whatever zone the server or browser runs in.

export const BRUSSELS_TIME_ZONE = 'Europe/Brussels';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

// en-US with h23 gives plain ASCII digits and a 0–23 hour, which formatToParts exposes by type.
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BRUSSELS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The Brussels wall-clock reading of an instant. */
export function brusselsWallClock(instant: Date): WallClock {
  const epochMs = instant.getTime();
  if (Number.isNaN(epochMs)) return formattedWallClock(instant);
  const wall = new Date(epochMs + brusselsOffsetMs(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour; a year of hours is 8,760 entries, so the cache is simply dropped past it. */
const offsetsByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 20_000;

/**
 * Brussels' offset from UTC at an instant, ms. It changes only at DST transitions, which fall on
 * whole UTC hours (01:00 UTC), so one formatToParts per UTC hour is enough: the live stream asks
 * for every reading of every device (tens of thousands a second), and formatToParts is the
 * costliest step of it.
 */
function brusselsOffsetMs(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const cached = offsetsByHour.get(hour);
  if (cached !== undefined) return cached;
  const start = hour * HOUR_MS;
  const clock = formattedWallClock(new Date(start));
  const offset =
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) -
    start;
  if (offsetsByHour.size >= MAX_CACHED_HOURS) offsetsByHour.clear();
  offsetsByHour.set(hour, offset);
  return offset;
}

function formattedWallClock(instant: Date): WallClock {
  const read: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') read[part.type] = Number(part.value);
  }
  return {
    year: read.year ?? 0,
    month: read.month ?? 0,
    day: read.day ?? 0,
    hour: read.hour ?? 0,
    minute: read.minute ?? 0,
    second: read.second ?? 0,
  };
}

/** A calendar date as days since 1970-01-01, so that date differences ignore DST entirely. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time with neither "Z" nor a numeric offset: the ERP writes Brussels wall-clock times.
const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/** The "YYYY-MM-DD" of a bare date string, or null (also for roll-overs such as 2026-02-30). */
export function parseDateOnly(value: string): CalendarDate | null {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** Whether year-month-day names a day that exists (Date would silently roll 02-30 into March). */
export function isRealDate(date: CalendarDate): boolean {
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day;
}

/**
 * A valid instant from a Date or an ISO string, else null. Strings with an offset or "Z" are
 * absolute; offset-less date-times are read as Brussels wall-clock time rather than the runtime's
 * local zone, so a server in UTC and a browser abroad agree. Bare dates are Brussels midnight.
 */
export function toInstant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const dateOnly = DATE_ONLY.test(text) ? parseDateOnly(text) : undefined;
  if (dateOnly === null) return null;
  if (dateOnly) return fromBrusselsWallClock({ ...dateOnly, hour: 0, minute: 0, second: 0 });
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const date = { year: Number(local[1]), month: Number(local[2]), day: Number(local[3]) };
    const [hour, minute, second] = [Number(local[4]), Number(local[5]), Number(local[6] ?? 0)];
    if (!isRealDate(date) || hour > 23 || minute > 59 || second > 59) return null;
    const millis = Number((local[7] ?? '0').padEnd(3, '0'));
    const instant = fromBrusselsWallClock({ ...date, hour, minute, second });
    return new Date(instant.getTime() + millis);
  }
  if (text === '') return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The instant at which Brussels clocks show the given reading. Two passes settle the zone offset
 * across a DST change; a reading inside the spring-forward gap lands one hour later.
 */
export function fromBrusselsWallClock(clock: WallClock): Date {
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess);
}

function offsetAt(epochMs: number): number {
  const clock = brusselsWallClock(new Date(epochMs));
  const wallAsUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The Brussels calendar day of a value as a day number, or null when unparseable. */
export function brusselsDayNumber(value: string | Date): number | null {
  const instant = toInstant(value);
  return instant === null ? null : dayNumber(brusselsWallClock(instant));
}
