import { describe, expect, it } from 'vitest';
import { parseOfferId, parseOfferRef } from './offer-ref';

describe('offer route segments', () => {
  it('splits {id}_{version} and refuses anything else', () => {
    expect(parseOfferRef('4_3')).toEqual({ offerId: 4, version: 3 });
    for (const bad of [undefined, '', '4', '4_', '_3', '4_3_1', 'a_3', '0_1', '4_0', '4-3']) {
      expect(parseOfferRef(bad), String(bad)).toBeNull();
    }
    expect(parseOfferId('12')).toBe(12);
    expect(parseOfferId('0')).toBeNull();
    expect(parseOfferId('x')).toBeNull();
  });
});
