import { describe, expect, it } from 'vitest';
import { isDeliveredByDate } from './delivered.ts';

const at = (iso: string) => new Date(iso);

describe('isDeliveredByDate', () => {
  it('is false without a usable date', () => {
    const now = at('2026-11-21T12:00:00Z');
    expect(isDeliveredByDate(null, now)).toBe(false);
    expect(isDeliveredByDate('', now)).toBe(false);
    expect(isDeliveredByDate('   ', now)).toBe(false);
    expect(isDeliveredByDate('not a date', now)).toBe(false);
    expect(isDeliveredByDate('2026-02-30', now)).toBe(false);
  });

  it('is false on the installation day itself and for future dates', () => {
    expect(isDeliveredByDate('2026-11-21T09:00:00+01:00', at('2026-11-21T09:00:00+01:00'))).toBe(
      false,
    );
    expect(isDeliveredByDate('2026-11-25T09:00:00+01:00', at('2026-11-21T09:00:00+01:00'))).toBe(
      false,
    );
  });

  it('is false 23h59 after a midnight installation and true exactly one day after', () => {
    const installed = '2026-11-20T00:00:00+01:00';
    expect(isDeliveredByDate(installed, at('2026-11-20T23:59:00+01:00'))).toBe(false);
    expect(isDeliveredByDate(installed, at('2026-11-20T23:59:59.999+01:00'))).toBe(false);
    expect(isDeliveredByDate(installed, at('2026-11-21T00:00:00+01:00'))).toBe(true);
    expect(isDeliveredByDate(installed, at('2026-11-28T00:00:00+01:00'))).toBe(true);
  });

  it('counts calendar days, not 24-hour periods', () => {
    // Planned at 14:00; from the next Brussels midnight on, the day is past (10 hours later).
    const installed = '2026-11-20T14:00:00+01:00';
    expect(isDeliveredByDate(installed, at('2026-11-20T23:59:00+01:00'))).toBe(false);
    expect(isDeliveredByDate(installed, at('2026-11-21T00:00:00+01:00'))).toBe(true);
    expect(isDeliveredByDate(installed, at('2026-11-21T00:01:00+01:00'))).toBe(true);
  });

  it('uses Brussels calendar days, not UTC ones', () => {
    // 23:30Z on the 20th is 00:30 on the 21st in Brussels.
    const installed = '2026-11-20T23:30:00Z';
    expect(isDeliveredByDate(installed, at('2026-11-21T22:59:00Z'))).toBe(false);
    expect(isDeliveredByDate(installed, at('2026-11-21T23:00:00Z'))).toBe(true);
  });

  it('reads offset-less date-times as Brussels time', () => {
    const installed = '2026-11-20T23:30:00';
    expect(isDeliveredByDate(installed, at('2026-11-20T22:59:00Z'))).toBe(false);
    expect(isDeliveredByDate(installed, at('2026-11-20T23:00:00Z'))).toBe(true);
  });

  it('reads a bare date as that Brussels day', () => {
    expect(isDeliveredByDate('2026-11-20', at('2026-11-20T23:59:00+01:00'))).toBe(false);
    expect(isDeliveredByDate('2026-11-20', at('2026-11-21T00:00:00+01:00'))).toBe(true);
  });

  it('handles the 23-hour day of the spring DST change', () => {
    // 29 March 2026: clocks go from 02:00 CET to 03:00 CEST.
    const installed = '2026-03-29T00:00:00+01:00';
    expect(isDeliveredByDate(installed, at('2026-03-29T23:59:00+02:00'))).toBe(false);
    // Only 23 real hours later, but the next calendar day.
    expect(isDeliveredByDate(installed, at('2026-03-30T00:00:00+02:00'))).toBe(true);
  });

  it('handles the 25-hour day of the autumn DST change', () => {
    // 25 October 2026: clocks go from 03:00 CEST back to 02:00 CET.
    const installed = '2026-10-25T00:00:00+02:00';
    // 24h59 real hours later, still the same calendar day.
    expect(isDeliveredByDate(installed, at('2026-10-25T23:59:00+01:00'))).toBe(false);
    expect(isDeliveredByDate(installed, at('2026-10-26T00:00:00+01:00'))).toBe(true);
  });

  it('crosses month and year ends', () => {
    expect(isDeliveredByDate('2026-12-31T18:00:00+01:00', at('2027-01-01T00:00:00+01:00'))).toBe(
      true,
    );
    expect(isDeliveredByDate('2028-02-28', at('2028-02-29T08:00:00+01:00'))).toBe(true);
  });
});
