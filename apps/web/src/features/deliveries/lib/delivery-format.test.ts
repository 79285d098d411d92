import { FormatLocale } from '@portal/domain/format-locale';
import { describe, expect, it } from 'vitest';
import { formatClockTime, knownPreparations, routeId } from './delivery-format';

describe('delivery display helpers', () => {
  it('reads positive whole ids from a route segment only', () => {
    expect(routeId('14')).toBe(14);
    expect(routeId('0')).toBeNull();
    expect(routeId('-1')).toBeNull();
    expect(routeId('4_order')).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });

  it('shows clock times on the Brussels clock, summer and winter', () => {
    expect(formatClockTime('2026-12-03T07:00:00.000Z', FormatLocale.fr)).toBe('08:00');
    expect(formatClockTime('2026-06-03T07:00:00.000Z', FormatLocale.nl)).toBe('09:00');
    expect(formatClockTime('2026-12-03T11:00:00.000Z', FormatLocale.en)).toBe('12:00');
  });

  it('keeps only preparation keys it can translate', () => {
    expect(knownPreparations(['delivery.prepare.parking', 'delivery.prepare.unknown'])).toEqual([
      'delivery.prepare.parking',
    ]);
  });
});
