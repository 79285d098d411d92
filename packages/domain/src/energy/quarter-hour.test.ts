import { describe, expect, it } from 'vitest';
import {
  brusselsMonth,
  QUARTER_HOUR_MS,
  quarterHourStart,
  quarterHoursOfBrusselsDay,
  shiftMonth,
} from './quarter-hour.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('quarterHourStart', () => {
  it('snaps to :00, :15, :30 and :45 on Brussels clocks, winter and summer', () => {
    expect(quarterHourStart(at('2026-01-15T10:14:59.999+01:00'))).toBe(
      at('2026-01-15T10:00+01:00'),
    );
    expect(quarterHourStart(at('2026-01-15T10:15:00+01:00'))).toBe(at('2026-01-15T10:15+01:00'));
    expect(quarterHourStart(at('2026-07-15T18:44:10+02:00'))).toBe(at('2026-07-15T18:30+02:00'));
    expect(quarterHourStart(at('2026-07-15T18:45:00+02:00'))).toBe(at('2026-07-15T18:45+02:00'));
  });
});

describe('quarterHoursOfBrusselsDay', () => {
  it('has 96 quarter-hours on an ordinary day, from Brussels midnight', () => {
    const day = quarterHoursOfBrusselsDay(2026, 6, 10);
    expect(day).toHaveLength(96);
    expect(day[0]).toBe(at('2026-06-10T00:00+02:00'));
    expect(day.at(-1)).toBe(at('2026-06-10T23:45+02:00'));
  });

  it('has 92 on the spring-forward day and 100 on the fall-back day', () => {
    expect(quarterHoursOfBrusselsDay(2026, 3, 29)).toHaveLength(92);
    const autumn = quarterHoursOfBrusselsDay(2026, 10, 25);
    expect(autumn).toHaveLength(100);
    // The repeated hour 02:00–03:00 gives eight distinct quarter-hours, 15 minutes apart.
    expect(new Set(autumn).size).toBe(100);
    expect(
      autumn.every((start, i) => i === 0 || start - (autumn[i - 1] ?? 0) === QUARTER_HOUR_MS),
    ).toBe(true);
  });
});

describe('brusselsMonth and shiftMonth', () => {
  it('puts the last quarter-hour of a month in that month, though UTC is already in the next', () => {
    expect(brusselsMonth(at('2026-01-31T23:45+01:00'))).toBe('2026-01');
    expect(brusselsMonth(at('2026-02-01T00:00+01:00'))).toBe('2026-02');
    expect(brusselsMonth(at('2026-07-31T23:59+02:00'))).toBe('2026-07');
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -11)).toBe('2025-04');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });
});
