// Quiet hours for pushes: a daily window of Brussels wall-clock time (22:00 to 07:00 crosses
// midnight) in which the customer wants no push. A push that falls in it waits until the window
// ends, unless that wait is longer than QUIET_PUSH_MAX_WAIT_MS: by then what it tells is stale (the
// notification itself stays in the portal).
import { brusselsWallClock, fromBrusselsWallClock } from './brussels-time.ts';

/** "HH:MM", 00:00 to 23:59. */
export interface QuietHours {
  from: string;
  until: string;
}

export const QUIET_PUSH_MAX_WAIT_MS = 12 * 3_600_000;

const MINUTES_PER_DAY = 24 * 60;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:MM", or null when it is not one. */
export function minutesOfDay(text: string): number | null {
  const match = TIME_PATTERN.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function minutesOf(text: string): number {
  const minutes = minutesOfDay(text);
  if (minutes === null) throw new Error(`not a time of day: ${text}`);
  return minutes;
}

/**
 * When the quiet window around `at` ends, or null when `at` is outside it. An empty window (from
 * equals until) is never quiet.
 */
export function quietHoursEnd(at: Date, quiet: QuietHours): Date | null {
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  if (from === until) return null;
  const wall = brusselsWallClock(at);
  const now = wall.hour * 60 + wall.minute;
  const inside = from < until ? now >= from && now < until : now >= from || now < until;
  if (!inside) return null;
  // Minutes from now to the window's end, crossing midnight when it must; then the same Brussels
  // reading, so that a DST change inside the window moves the instant, not the wall-clock end.
  const wait = (until - now + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const endDay = new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day + (now + wait >= MINUTES_PER_DAY ? 1 : 0)),
  );
  return fromBrusselsWallClock({
    year: endDay.getUTCFullYear(),
    month: endDay.getUTCMonth() + 1,
    day: endDay.getUTCDate(),
    hour: Math.floor(until / 60),
    minute: until % 60,
    second: 0,
  });
}

/** What becomes of a push at `at`: sent now, held until the window ends, or dropped as stale. */
export function pushTiming(
  at: Date,
  quiet: QuietHours | null,
): { send: 'now' } | { send: 'later'; at: Date } | { send: 'never' } {
  const end = quiet ? quietHoursEnd(at, quiet) : null;
  if (!end) return { send: 'now' };
  if (end.getTime() - at.getTime() > QUIET_PUSH_MAX_WAIT_MS) return { send: 'never' };
  return { send: 'later', at: end };
}
