import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

// fr-BE groups thousands with a narrow no-break space (U+202F).
const NNBSP = '\u202f';

describe('formatNumber', () => {
  it('uses nl-BE with 2 fraction digits by default', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0)).toBe('0,00');
  });

  it.each([
    ['nl-BE', '1.234.567,89', '-0,50', '12,35'],
    ['fr-BE', `1${NNBSP}234${NNBSP}567,89`, '-0,50', '12,35'],
    ['en-GB', '1,234,567.89', '-0.50', '12.35'],
  ] as const)('formats in %s', (locale, big, negative, rounded) => {
    expect(formatNumber(1234567.891, locale)).toBe(big);
    expect(formatNumber(-0.5, locale)).toBe(negative);
    expect(formatNumber(12.345, locale)).toBe(rounded);
  });

  it('formats numeric strings', () => {
    expect(formatNumber('1234.5')).toBe('1.234,50');
    expect(formatNumber(' 42 ', 'en-GB')).toBe('42.00');
    expect(formatNumber('-3', 'fr-BE')).toBe('-3,00');
    expect(formatNumber('1e3', 'en-GB')).toBe('1,000.00');
  });

  it('takes other fraction digits', () => {
    expect(formatNumber(4.56789, 'nl-BE', 0)).toBe('5');
    expect(formatNumber(4.56789, 'en-GB', 3)).toBe('4.568');
    expect(formatNumber('5', 'fr-BE', 1)).toBe('5,0');
  });

  it('returns non-numeric values unchanged', () => {
    expect(formatNumber('n/a')).toBe('n/a');
    expect(formatNumber('1,5')).toBe('1,5');
    expect(formatNumber('12 kWh')).toBe('12 kWh');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('  ')).toBe('  ');
    expect(formatNumber(true)).toBe('true');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('returns an empty string for null and undefined', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });
});
