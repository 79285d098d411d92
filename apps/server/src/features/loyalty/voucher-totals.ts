// What the customer's vouchers come to (spec §9, decision 054): a referral's voucher is the one the
// back office sent for it when it sent one (nothing once cancelled), else the one derived from the
// friend's order; goodwill vouchers count besides. So a referral's voucher counts once, whichever
// side wrote it. Issued and redeemed vouchers were earned and count; cancelled ones do not.
import { VoucherStatus } from '@portal/domain/loyalty';
import type { ReferralRecord } from './loyalty-repository.ts';
import type { CustomerVoucher } from './loyalty-voucher-repository.ts';

export interface VoucherTotals {
  /** The referrals, each with the voucher it counts for. */
  referrals: ReferralRecord[];
  count: number;
  totalCents: number;
}

/** What counting needs of a voucher. */
type CountedVoucher = Pick<CustomerVoucher, 'referralId' | 'amountCents' | 'status'>;

const countedCents = (voucher: CountedVoucher) =>
  voucher.status === VoucherStatus.Cancelled ? 0 : voucher.amountCents;

export function voucherTotals(
  referrals: readonly ReferralRecord[],
  vouchers: readonly CountedVoucher[],
): VoucherTotals {
  const sent = new Map<number, CountedVoucher>();
  for (const voucher of vouchers) {
    if (voucher.referralId !== null) sent.set(voucher.referralId, voucher);
  }
  const counted = referrals.map((referral) => {
    const voucher = sent.get(referral.id);
    return voucher ? { ...referral, voucherCents: countedCents(voucher) } : referral;
  });
  const amounts = [
    ...counted.map((referral) => referral.voucherCents),
    ...vouchers.filter((voucher) => voucher.referralId === null).map(countedCents),
  ].filter((cents) => cents > 0);
  return {
    referrals: counted,
    count: amounts.length,
    totalCents: amounts.reduce((sum, cents) => sum + cents, 0),
  };
}
