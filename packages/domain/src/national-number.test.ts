import { describe, expect, it } from 'vitest';
import {
  formatNationalNumber,
  isValidNationalNumber,
  NATIONAL_NUMBER_INVALID_MESSAGE,
  normalizeNationalNumber,
  parseNationalNumber,
  validateNationalNumber,
} from './national-number.ts';

// Check digits computed by hand: 97 − (base mod 97), with "2" before the base from 2000 on.
// 850730033 mod 97 = 69 → 28. 2010101123 mod 97 = 96 → 01. 2000229001 mod 97 = 52 → 45.

describe('national registration number', () => {
  it('exports the spec message', () => {
    expect(NATIONAL_NUMBER_INVALID_MESSAGE).toBe('Invalid National Registration Number');
  });

  describe('births before 2000', () => {
    it('accepts the known-good number in every common form', () => {
      for (const input of [
        '85073003328',
        '85.07.30-033.28',
        '850730 033 28',
        '85-07-30/033.28',
        ' 85073003328 ',
      ]) {
        expect(isValidNationalNumber(input)).toBe(true);
      }
    });

    it('parses its parts', () => {
      expect(parseNationalNumber('85.07.30-033.28')).toEqual({
        digits: '85073003328',
        birthCentury: 1900,
        bis: false,
        birthDate: { year: 1985, month: 7, day: 30 },
      });
    });

    it('rejects a wrong check or a changed digit', () => {
      expect(isValidNationalNumber('85073003327')).toBe(false);
      expect(isValidNationalNumber('85073003329')).toBe(false);
      expect(isValidNationalNumber('85073103328')).toBe(false);
      // The same base with the 2000 check (57) reads as a birth in 2085: the future is not
      // checked (no clock here), only the check digits and the calendar.
      expect(parseNationalNumber('85073003357')?.birthCentury).toBe(2000);
    });
  });

  describe('births from 2000', () => {
    it('accepts the check computed on "2" + the 9 digits', () => {
      expect(parseNationalNumber('01.01.01-123.01')).toEqual({
        digits: '01010112301',
        birthCentury: 2000,
        bis: false,
        birthDate: { year: 2001, month: 1, day: 1 },
      });
      expect(isValidNationalNumber('15.08.15-123.21')).toBe(true);
    });

    it('rejects the pre-2000 check for a birth that only exists after 2000', () => {
      // 29 February 2000 exists, 29 February 1900 does not: 000229001 with the 1900 check (16).
      expect(isValidNationalNumber('00022900145')).toBe(true);
      expect(isValidNationalNumber('00022900116')).toBe(false);
    });

    it('checks leap days in the century the check points to', () => {
      expect(isValidNationalNumber('24022900164')).toBe(true); // 2024-02-29
      expect(isValidNationalNumber('24022900135')).toBe(true); // 1924-02-29
      expect(isValidNationalNumber('23022900143')).toBe(false); // 2023-02-29
      expect(isValidNationalNumber('23022900114')).toBe(false); // 1923-02-29
    });
  });

  describe('loose date part', () => {
    it('accepts month or day 0 for an unknown birth date', () => {
      // 850000045 mod 97 = 6 → 91.
      expect(parseNationalNumber('85000004591')).toEqual({
        digits: '85000004591',
        birthCentury: 1900,
        bis: false,
        birthDate: null,
      });
    });

    it('accepts bis numbers with month + 20 or + 40', () => {
      // 852730033 mod 97 = 26 → 71; 854730033 mod 97 = 80 → 17.
      expect(parseNationalNumber('85273003371')).toMatchObject({
        bis: true,
        birthDate: { year: 1985, month: 7, day: 30 },
      });
      expect(parseNationalNumber('85473003317')?.bis).toBe(true);
    });

    it('rejects impossible months and days even with a correct check', () => {
      const withCheck = (base: string) =>
        `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
      expect(isValidNationalNumber(withCheck('851330033'))).toBe(false); // month 13
      expect(isValidNationalNumber(withCheck('853330033'))).toBe(false); // bis month 33
      expect(isValidNationalNumber(withCheck('856030033'))).toBe(false); // month 60
      expect(isValidNationalNumber(withCheck('850732033'))).toBe(false); // day 32
      expect(isValidNationalNumber(withCheck('850431033'))).toBe(false); // 31 April
      expect(isValidNationalNumber(withCheck('850430033'))).toBe(true); // 30 April
    });
  });

  it('rejects wrong lengths and characters', () => {
    for (const input of [
      '',
      '8507300332',
      '850730033280',
      '85O73003328',
      '85,07,30,033,28',
      'abc',
    ]) {
      expect(isValidNationalNumber(input)).toBe(false);
    }
  });

  it('validates for forms', () => {
    expect(validateNationalNumber('85.07.30-033.28')).toBeNull();
    expect(validateNationalNumber('85.07.30-033.29')).toBe('Invalid National Registration Number');
  });

  it('normalizes and formats', () => {
    expect(normalizeNationalNumber('85.07.30-033.28')).toBe('85073003328');
    expect(normalizeNationalNumber('85.07.30')).toBeNull();
    expect(formatNationalNumber('85073003328')).toBe('85.07.30-033.28');
    expect(formatNationalNumber('85 07 30 033 28')).toBe('85.07.30-033.28');
    expect(formatNationalNumber('12345')).toBe('12345');
  });
});
