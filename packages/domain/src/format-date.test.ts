import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('uses the nl-BE long form by default, with the time after "om"', () => {
    expect(formatDate('2026-11-21T14:30:00+01:00')).toBe('21 november 2026 om 14:30');
  });

  it.each([
    ['nl-BE', '21 november 2026 om 14:30', '21 november 2026', '1 juli 2026 om 08:05'],
    ['fr-BE', '21 novembre 2026 à 14:30', '21 novembre 2026', '1 juillet 2026 à 08:05'],
    ['en-GB', '21 November 2026 at 14:30', '21 November 2026', '1 July 2026 at 08:05'],
  ] as const)('formats in %s', (locale, withTime, midnight, summer) => {
    expect(formatDate('2026-11-21T14:30:00+01:00', locale)).toBe(withTime);
    expect(formatDate('2026-11-21T00:00:00+01:00', locale)).toBe(midnight);
    expect(formatDate('2026-07-01T06:05:00Z', locale)).toBe(summer);
  });

  it('leaves out the time at Brussels midnight only', () => {
    expect(formatDate('2026-11-21T00:00:00+01:00')).toBe('21 november 2026');
    expect(formatDate('2026-11-21T00:00:59+01:00')).toBe('21 november 2026');
    expect(formatDate('2026-11-21T00:01:00+01:00')).toBe('21 november 2026 om 00:01');
    expect(formatDate('2026-11-21T12:00:00+01:00')).toBe('21 november 2026 om 12:00');
    // UTC midnight is 01:00 in Brussels, so it shows a time.
    expect(formatDate('2026-11-21T00:00:00Z')).toBe('21 november 2026 om 01:00');
    // Brussels midnight in summer is 22:00 UTC the day before.
    expect(formatDate('2026-06-30T22:00:00Z')).toBe('1 juli 2026');
  });

  it('shows Brussels time whatever the offset of the input', () => {
    expect(formatDate('2026-11-21T22:30:00-05:00', 'en-GB')).toBe('22 November 2026 at 04:30');
    expect(formatDate('2026-03-29T01:30:00Z', 'en-GB')).toBe('29 March 2026 at 03:30');
  });

  it('accepts Dates, bare dates and offset-less date-times', () => {
    expect(formatDate(new Date('2026-11-21T13:30:00Z'))).toBe('21 november 2026 om 14:30');
    expect(formatDate('2026-11-21', 'fr-BE')).toBe('21 novembre 2026');
    expect(formatDate('2026-11-21T14:30', 'fr-BE')).toBe('21 novembre 2026 à 14:30');
    expect(formatDate('2026-11-21 00:00:00', 'en-GB')).toBe('21 November 2026');
  });

  it('can leave the time out on request', () => {
    expect(formatDate('2026-11-21T14:30:00+01:00', 'nl-BE', { withTime: false })).toBe(
      '21 november 2026',
    );
  });

  it('returns invalid input unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid Date');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
