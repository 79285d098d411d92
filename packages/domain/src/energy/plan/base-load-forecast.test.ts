import { describe, expect, it } from 'vitest';
import { quarterHoursOfBrusselsDay } from '../quarter-hour.ts';
import { baseLoadForecastW, type HomeHistoryQuarter } from './base-load-forecast.ts';

/** Days before `last` (inclusive), each quarter-hour at `wattsAt(weekend, hour)`. */
function history(
  last: { year: number; month: number; day: number },
  days: number,
  wattsAt: (weekend: boolean, hour: number) => number,
): HomeHistoryQuarter[] {
  const quarters: HomeHistoryQuarter[] = [];
  for (let back = 0; back < days; back++) {
    const date = new Date(Date.UTC(last.year, last.month - 1, last.day - back));
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const starts = quarterHoursOfBrusselsDay(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
    );
    starts.forEach((start, index) => {
      const hour = Math.floor((index * 24) / starts.length);
      quarters.push({ start, homeWh: wattsAt(weekend, hour) / 4 });
    });
  }
  return quarters;
}

describe('baseLoadForecastW', () => {
  const evening = (weekend: boolean, hour: number) => (hour === 19 ? 2000 : weekend ? 500 : 300);

  it('takes the same quarter-hour of the same kind of day over the last four weeks', () => {
    // Thursday 15 January 2026, from the 28 days before it.
    const forecast = baseLoadForecastW(history({ year: 2026, month: 1, day: 14 }, 28, evening), {
      year: 2026,
      month: 1,
      day: 15,
    });
    expect(forecast).toHaveLength(96);
    expect(forecast[19 * 4]).toBeCloseTo(2000, 6);
    expect(forecast[3 * 4]).toBeCloseTo(300, 6);
    const saturday = baseLoadForecastW(history({ year: 2026, month: 1, day: 16 }, 28, evening), {
      year: 2026,
      month: 1,
      day: 17,
    });
    expect(saturday[3 * 4]).toBeCloseTo(500, 6);
  });

  it('ignores what is older than four weeks and what is not before the day', () => {
    const old = history({ year: 2025, month: 12, day: 1 }, 5, () => 9000);
    const recent = history({ year: 2026, month: 1, day: 14 }, 14, () => 400);
    const sameDay = history({ year: 2026, month: 1, day: 15 }, 1, () => 9000);
    const forecast = baseLoadForecastW([...old, ...recent, ...sameDay], {
      year: 2026,
      month: 1,
      day: 15,
    });
    expect(forecast.every((watts) => Math.abs(watts - 400) < 1e-6)).toBe(true);
  });

  it('gives the DST days 92 and 100 quarter-hours by the wall clock', () => {
    const spring = baseLoadForecastW(history({ year: 2026, month: 3, day: 28 }, 28, evening), {
      year: 2026,
      month: 3,
      day: 29,
    });
    expect(spring).toHaveLength(92);
    // 02:00–03:00 does not exist that night: index 8 is 03:00, and 19:00 is 19 × 4 − 4.
    expect(spring[19 * 4 - 4]).toBeCloseTo(2000, 6);
    const autumn = baseLoadForecastW(history({ year: 2026, month: 10, day: 24 }, 28, evening), {
      year: 2026,
      month: 10,
      day: 25,
    });
    expect(autumn).toHaveLength(100);
    expect(autumn[19 * 4 + 4]).toBeCloseTo(2000, 6);
  });

  it('falls back to the other kind of day, and to nothing with no history at all', () => {
    // Monday 12 to Friday 16 January only; Saturday 17 has no weekend day to learn from.
    const weekdays = history({ year: 2026, month: 1, day: 16 }, 5, evening);
    const saturday = baseLoadForecastW(weekdays, { year: 2026, month: 1, day: 17 });
    expect(saturday[3 * 4]).toBeCloseTo(300, 6);
    expect(saturday[19 * 4]).toBeCloseTo(2000, 6);
    expect(baseLoadForecastW([], { year: 2026, month: 1, day: 15 })).toEqual(Array(96).fill(0));
  });
});
