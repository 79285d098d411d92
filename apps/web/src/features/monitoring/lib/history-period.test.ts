import { describe, expect, it } from 'vitest';
import {
  hasNextPeriod,
  periodEnd,
  periodLabel,
  periodStart,
  shiftPeriod,
  todayInBrussels,
} from './history-period';

describe('history periods', () => {
  it('starts weeks on Monday, months and years on their first day', () => {
    expect(periodStart('2026-11-26', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodEnd('2026-11-26', 'week')).toBe('2026-11-29');
    expect(periodStart('2026-11-26', 'month')).toBe('2026-11-01');
    expect(periodEnd('2026-02-10', 'month')).toBe('2026-02-28');
    expect(periodEnd('2026-05-10', 'year')).toBe('2026-12-31');
  });

  it('steps a month from its first day, so 31 January goes to February', () => {
    expect(shiftPeriod('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftPeriod('2026-01-01', 'day', -1)).toBe('2025-12-31');
    expect(shiftPeriod('2026-11-26', 'week', -1)).toBe('2026-11-16');
    expect(shiftPeriod('2026-11-26', 'year', -1)).toBe('2025-01-01');
  });

  it('has a next period only once it has begun', () => {
    expect(hasNextPeriod('2026-11-26', 'day', '2026-11-26')).toBe(false);
    expect(hasNextPeriod('2026-11-25', 'day', '2026-11-26')).toBe(true);
    expect(hasNextPeriod('2026-10-05', 'month', '2026-11-26')).toBe(true);
    expect(hasNextPeriod('2026-11-05', 'month', '2026-11-26')).toBe(false);
  });

  it('reads today in Brussels: 23:30 UTC on 31 March is already 1 April there', () => {
    expect(todayInBrussels(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  });

  it('says the period in the language', () => {
    expect(periodLabel('2026-11-26', 'month', 'nl-BE')).toBe('november 2026');
    expect(periodLabel('2026-11-26', 'year', 'en-GB')).toBe('2026');
    expect(periodLabel('2026-11-26', 'week', 'en-GB')).toMatch(/23.*29 Nov 2026/);
  });
});
