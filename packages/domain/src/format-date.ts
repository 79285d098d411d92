// Dates for display (spec §9): long form with the time appended unless it is midnight, always on
// the Brussels clock. Intl supplies the words: "21 november 2026 om 14:30" (nl-BE),
// "21 novembre 2026 à 14:30" (fr-BE), "21 November 2026 at 14:30" (en-GB).

import { BRUSSELS_TIME_ZONE, brusselsWallClock, toInstant } from './brussels-time.ts';
import { FormatLocale } from './format-locale.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: FormatLocale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: BRUSSELS_TIME_ZONE,
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

export interface FormatDateOptions {
  /** false: the date alone, even when a time is set. Default true (time unless midnight). */
  withTime?: boolean;
}

/**
 * Accepts a Date or an ISO string (offset-less strings are Brussels wall-clock time, a bare
 * "YYYY-MM-DD" is that calendar day). Midnight means 00:00 on the Brussels clock, seconds
 * ignored. Input that is not a valid date comes back unchanged (an invalid Date as its text).
 */
export function formatDate(
  value: string | Date | null | undefined,
  locale: FormatLocale = FormatLocale.nl,
  options: FormatDateOptions = {},
): string {
  if (value === null || value === undefined) return '';
  const instant = toInstant(value);
  if (instant === null) return String(value);
  const clock = brusselsWallClock(instant);
  const midnight = clock.hour === 0 && clock.minute === 0;
  return dateFormat(locale, (options.withTime ?? true) && !midnight).format(instant);
}
