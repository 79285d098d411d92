import { describe, expect, it } from 'vitest';
import {
  formatStructuredCommunication,
  isValidStructuredCommunication,
  normalizeStructuredCommunication,
  structuredCommunicationFromNumber,
} from './structured-communication.ts';

// 1234567890 mod 97 = 2 → check 02. 97 mod 97 = 0 → check 97. 12345 mod 97 = 26.
describe('structuredCommunicationFromNumber', () => {
  it('appends base mod 97 as two digits', () => {
    expect(structuredCommunicationFromNumber(1234567890)).toBe('+++123/4567/89002+++');
    expect(structuredCommunicationFromNumber(12345)).toBe('+++000/0012/34526+++');
    expect(structuredCommunicationFromNumber(1)).toBe('+++000/0000/00101+++');
  });

  it('uses 97 when the remainder is 0', () => {
    expect(structuredCommunicationFromNumber(97)).toBe('+++000/0000/09797+++');
    expect(structuredCommunicationFromNumber(0)).toBe('+++000/0000/00097+++');
  });

  it('handles the largest base', () => {
    // 9999999999 mod 97 = 48.
    expect(structuredCommunicationFromNumber(9_999_999_999)).toBe('+++999/9999/99948+++');
  });

  it('refuses bases that do not fit', () => {
    expect(() => structuredCommunicationFromNumber(-1)).toThrow(RangeError);
    expect(() => structuredCommunicationFromNumber(10_000_000_000)).toThrow(RangeError);
    expect(() => structuredCommunicationFromNumber(1.5)).toThrow(RangeError);
    expect(() => structuredCommunicationFromNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('isValidStructuredCommunication', () => {
  it('accepts correct communications in the usual forms', () => {
    for (const input of [
      '+++123/4567/89002+++',
      '***123/4567/89002***',
      '123/4567/89002',
      '123456789002',
      ' +++ 123 / 4567 / 89002 +++ ',
      '+++000/0000/09797+++',
    ]) {
      expect(isValidStructuredCommunication(input)).toBe(true);
    }
  });

  it('rejects a wrong check', () => {
    expect(isValidStructuredCommunication('+++123/4567/89003+++')).toBe(false);
    // A remainder of 0 must be written 97, not 00.
    expect(isValidStructuredCommunication('+++000/0000/09700+++')).toBe(false);
  });

  it('rejects malformed input', () => {
    for (const input of [
      '',
      '+++123/4567/8900+++',
      '+++123/4567/890020+++',
      '+++123/4567/89002***',
      '12345678900a',
    ]) {
      expect(isValidStructuredCommunication(input)).toBe(false);
    }
  });
});

describe('normalize and format', () => {
  it('extracts the 12 digits', () => {
    expect(normalizeStructuredCommunication('+++123/4567/89002+++')).toBe('123456789002');
    expect(normalizeStructuredCommunication('+++12/34+++')).toBeNull();
  });

  it('formats 12 digits and leaves other input alone', () => {
    expect(formatStructuredCommunication('123456789002')).toBe('+++123/4567/89002+++');
    expect(formatStructuredCommunication('***123/4567/89002***')).toBe('+++123/4567/89002+++');
    expect(formatStructuredCommunication('hello')).toBe('hello');
  });
});
