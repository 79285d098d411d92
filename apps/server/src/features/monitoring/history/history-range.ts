// The instants a history range covers: the Brussels day, ISO week (Monday to Sunday), month or
// year holding a date, with the bucket width each is drawn at.
import type { HistoryRange, HistoryResolution } from '@portal/contract/monitoring-history';
import {
  brusselsDayOf,
  brusselsMidnight,
  brusselsMonthStartDay,
  dateText,
  dayIndex,
} from './brussels-days.ts';

export interface HistoryWindow {
  /** First and last Brussels day of the range (days since 1970-01-01). */
  firstDay: number;
  lastDay: number;
  from: number;
  /** Exclusive. */
  to: number;
  resolution: HistoryResolution;
  firstDate: string;
  lastDate: string;
}

const RESOLUTION: Record<HistoryRange, HistoryResolution> = {
  day: 'quarterHour',
  week: 'hour',
  month: 'day',
  year: 'month',
};

/** `date` is "YYYY-MM-DD", already checked to be a real date. */
export function historyWindow(range: HistoryRange, date: string): HistoryWindow {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const today = dayIndex(year, month, day);
  let firstDay = today;
  let lastDay = today;
  if (range === 'week') {
    // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
    firstDay = today - ((today + 3) % 7);
    lastDay = firstDay + 6;
  } else if (range === 'month') {
    firstDay = dayIndex(year, month, 1);
    lastDay = dayIndex(year, month + 1, 1) - 1;
  } else if (range === 'year') {
    firstDay = dayIndex(year, 1, 1);
    lastDay = dayIndex(year + 1, 1, 1) - 1;
  }
  return {
    firstDay,
    lastDay,
    from: brusselsMidnight(firstDay),
    to: brusselsMidnight(lastDay + 1),
    resolution: RESOLUTION[range],
    firstDate: dateText(firstDay),
    lastDate: dateText(lastDay),
  };
}

const HOUR_MS = 3_600_000;

/** The start of the bucket of `resolution` that an instant falls in. */
export function bucketStart(resolution: HistoryResolution, epochMs: number): number {
  switch (resolution) {
    case 'quarterHour':
      return epochMs;
    // Brussels is a whole number of hours from UTC, so its hours start on UTC hours.
    case 'hour':
      return Math.floor(epochMs / HOUR_MS) * HOUR_MS;
    case 'day':
      return brusselsMidnight(brusselsDayOf(epochMs));
    case 'month':
      return brusselsMidnight(brusselsMonthStartDay(epochMs));
  }
}

/** The end (exclusive) of the bucket starting at `start`. */
export function bucketEnd(resolution: HistoryResolution, start: number): number {
  switch (resolution) {
    case 'quarterHour':
      return start + 15 * 60_000;
    case 'hour':
      return start + HOUR_MS;
    case 'day':
      return brusselsMidnight(brusselsDayOf(start) + 1);
    case 'month': {
      const first = new Date(brusselsDayOf(start) * 86_400_000);
      const next = dayIndex(first.getUTCFullYear(), first.getUTCMonth() + 2, 1);
      return brusselsMidnight(next);
    }
  }
}
