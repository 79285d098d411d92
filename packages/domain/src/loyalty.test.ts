import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_PATTERN,
  referralMovesTo,
  voucherCents,
} from './loyalty.ts';

describe('loyalty rules', () => {
  it('moves a referral only forward', () => {
    expect(referralMovesTo('invited', 'offer')).toBe(true);
    expect(referralMovesTo('invited', 'ordered')).toBe(true);
    expect(referralMovesTo('offer', 'ordered')).toBe(true);
    expect(referralMovesTo('ordered', 'offer')).toBe(false);
    expect(referralMovesTo('offer', 'offer')).toBe(false);
  });

  it('earns 100 euro per friend who ordered', () => {
    expect(voucherCents('ordered')).toBe(10_000);
    expect(voucherCents('offer')).toBe(0);
    expect(voucherCents('invited')).toBe(0);
  });

  it('accepts exactly the codes its alphabet makes', () => {
    expect(REFERRAL_CODE_PATTERN.test(REFERRAL_CODE_ALPHABET.slice(0, 8))).toBe(true);
    expect(REFERRAL_CODE_PATTERN.test('ABCD0FGH')).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test('abcdefgh')).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test('ABCDEFG')).toBe(false);
  });
});
