// Belgian national registration number (rijksregisternummer), spec §5: "YY.MM.DD-SSS.CC".
// Check digits CC = 97 − (YYMMDDSSS mod 97); for births from 2000 on the check is computed on
// "2" + YYMMDDSSS. Which of the two matches also tells the century of the birth date.
//
// The date part is validated loosely, as the register itself is loose: month 0 and day 0 stand
// for an unknown birth date, and bis numbers (for people not in the national register) add 20
// (sex unknown) or 40 (sex known) to the month. When month and day are both known the date must
// exist in the century the check digits point to (29 February only in leap years). Whether the
// birth lies in the future is not checked: that needs the clock, and the check digits already
// catch typing errors.

import { isRealDate } from './brussels-time.ts';

/** The spec's message for an invalid number. */
export const NATIONAL_NUMBER_INVALID_MESSAGE = 'Invalid National Registration Number';

export interface NationalNumber {
  /** The 11 digits. */
  digits: string;
  birthCentury: 1900 | 2000;
  /** Bis number: the month carries +20 or +40. */
  bis: boolean;
  /** Birth date, or null when the register does not know it (month or day 0). */
  birthDate: { year: number; month: number; day: number } | null;
}

/** The 11 digits with spaces, dots, dashes and slashes removed; null for anything else. */
export function normalizeNationalNumber(input: string): string | null {
  const digits = input.replace(/[\s./-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

function checkDigits(base: string): number {
  return 97 - Number(BigInt(base) % 97n);
}

export function parseNationalNumber(input: string): NationalNumber | null {
  const digits = normalizeNationalNumber(input);
  if (digits === null) return null;
  const base = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  const birthCentury =
    checkDigits(base) === check ? 1900 : checkDigits(`2${base}`) === check ? 2000 : null;
  if (birthCentury === null) return null;

  const yy = Number(digits.slice(0, 2));
  const rawMonth = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  const monthOffset = rawMonth >= 40 ? 40 : rawMonth >= 20 ? 20 : 0;
  const month = rawMonth - monthOffset;
  if (month > 12 || day > 31) return null;

  const year = birthCentury + yy;
  const known = month !== 0 && day !== 0;
  if (known && !isRealDate({ year, month, day })) return null;
  return {
    digits,
    birthCentury,
    bis: monthOffset !== 0,
    birthDate: known ? { year, month, day } : null,
  };
}

export function isValidNationalNumber(input: string): boolean {
  return parseNationalNumber(input) !== null;
}

/** For forms: null when valid, else the spec's message. */
export function validateNationalNumber(input: string): string | null {
  return isValidNationalNumber(input) ? null : NATIONAL_NUMBER_INVALID_MESSAGE;
}

/** "85.07.30-033.28" from any accepted form; the input unchanged when it is not 11 digits. */
export function formatNationalNumber(input: string): string {
  const d = normalizeNationalNumber(input);
  if (d === null) return input;
  return `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4, 6)}-${d.slice(6, 9)}.${d.slice(9)}`;
}
