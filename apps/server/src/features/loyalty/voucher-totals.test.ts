// The customer's voucher count and total: a referral's voucher counts once, the back office's when
// it sent one (nothing once cancelled), else the derived one; goodwill vouchers count besides.
import { describe, expect, it } from 'vitest';
import type { ReferralRecord } from './loyalty-repository.ts';
import { voucherTotals } from './voucher-totals.ts';

const referral = (id: number, voucherCents: number): ReferralRecord => ({
  id,
  customerId: 1,
  name: `Friend ${id}`,
  state: voucherCents > 0 ? 'ordered' : 'offer',
  voucherCents,
  referredAt: '2026-11-01T00:00:00.000Z',
  offerAt: null,
  orderedAt: null,
});

describe('voucher totals', () => {
  it('count the derived vouchers when the back office sent none', () => {
    const totals = voucherTotals([referral(1, 10_000), referral(2, 0)], []);
    expect(totals).toMatchObject({ count: 1, totalCents: 10_000 });
  });

  it('count a referral’s voucher from the back office instead of the derived one, once', () => {
    const totals = voucherTotals(
      [referral(1, 10_000), referral(2, 0), referral(3, 10_000)],
      [
        { referralId: 1, amountCents: 15_000, status: 'redeemed' },
        { referralId: 2, amountCents: 5_000, status: 'issued' },
        { referralId: 3, amountCents: 10_000, status: 'cancelled' },
        { referralId: null, amountCents: 2_550, status: 'issued' },
        { referralId: null, amountCents: 9_900, status: 'cancelled' },
      ],
    );
    expect(totals.referrals.map((entry) => entry.voucherCents)).toEqual([15_000, 5_000, 0]);
    expect(totals).toMatchObject({ count: 3, totalCents: 22_550 });
  });
});
