// The loyalty programme (spec §1, §9): a customer refers friends with a personal code; each
// friend goes from invited (left their details) to offer (the company made them an offer) to
// ordered, and a friend who orders earns the customer one voucher of 100 euro.
import { LOYALTY_VOUCHER } from './constants.ts';

export const ReferralState = {
  Invited: 'invited',
  Offer: 'offer',
  Ordered: 'ordered',
} as const;
export type ReferralState = (typeof ReferralState)[keyof typeof ReferralState];
export const REFERRAL_STATES = [
  ReferralState.Invited,
  ReferralState.Offer,
  ReferralState.Ordered,
] as const;

/** Whether a referral may move from one state to the next: only forward, never back. */
export function referralMovesTo(from: ReferralState, to: ReferralState): boolean {
  return REFERRAL_STATES.indexOf(to) > REFERRAL_STATES.indexOf(from);
}

/** The voucher a referral has earned, in cents: one per friend who ordered. */
export function voucherCents(state: ReferralState): number {
  return state === ReferralState.Ordered ? LOYALTY_VOUCHER.amount * 100 : 0;
}

/** Referral codes: 8 characters without the ones that read alike (0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;

/** The web route a friend opens (no login). */
export function referralPath(code: string): string {
  return `/referral/${code}`;
}

/**
 * A voucher the back office sent (decision 054): issued, then redeemed or cancelled,
 * both final. Once the back office sends one for a referral, it is that referral's voucher.
 */
export const VoucherStatus = {
  Issued: 'issued',
  Redeemed: 'redeemed',
  Cancelled: 'cancelled',
} as const;
export type VoucherStatus = (typeof VoucherStatus)[keyof typeof VoucherStatus];
export const VOUCHER_STATUSES = [
  VoucherStatus.Issued,
  VoucherStatus.Redeemed,
  VoucherStatus.Cancelled,
] as const;

/** Whether a voucher may go from one status to another: staying, or on from issued. */
export function voucherMovesTo(from: VoucherStatus, to: VoucherStatus): boolean {
  return from === to || from === VoucherStatus.Issued;
}
