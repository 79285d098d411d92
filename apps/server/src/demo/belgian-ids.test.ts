// The demo's Belgian identifiers are valid by the domain's own checks.
import { isValidNationalNumber, parseNationalNumber } from '@portal/domain/national-number';
import { isValidStructuredCommunication } from '@portal/domain/structured-communication';
import { describe, expect, it } from 'vitest';
import {
  connectionEan,
  gs1CheckDigit,
  invoiceCommunication,
  nationalNumber,
} from './belgian-ids.ts';

describe('nationalNumber', () => {
  it('makes valid numbers for births before and after 2000', () => {
    const before = nationalNumber('1978-04-12', 137);
    const after = nationalNumber('2001-02-17', 46);
    expect(before).toMatch(/^780412137\d{2}$/);
    expect(after).toMatch(/^010217046\d{2}$/);
    expect(parseNationalNumber(before)?.birthCentury).toBe(1900);
    expect(parseNationalNumber(after)?.birthCentury).toBe(2000);
  });

  it('matches the known example 85.07.30-033.28', () => {
    expect(nationalNumber('1985-07-30', 33)).toBe('85073003328');
    expect(isValidNationalNumber(nationalNumber('1985-07-30', 33))).toBe(true);
  });
});

describe('invoiceCommunication', () => {
  it('makes a valid structured communication from the tenant code and invoice number', () => {
    const communication = invoiceCommunication(7301, 1043);
    expect(communication).toMatch(/^\+\+\+730\/1001\/043\d{2}\+\+\+$/);
    expect(isValidStructuredCommunication(communication)).toBe(true);
  });
});

describe('connectionEan', () => {
  it('computes the GS1 check digit', () => {
    // GS1's SSCC example: body 10614141123456789, check digit 7.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
  });

  it('makes 18-digit EANs with the operator prefix', () => {
    const ean = connectionEan('Fluvius', 20_481_733);
    expect(ean).toMatch(/^541448\d{12}$/);
    expect(Number(ean.at(-1))).toBe(gs1CheckDigit(ean.slice(0, 17)));
  });
});
