// The loyalty programme (spec §9: 100 euro per referred friend who orders). Ours, in
// the spec's style (its §7 shows no call):
// - GET loyalty: the signed-in customer's code, referred friends and vouchers;
// - GET loyalty/referrals/{code} and POST loyalty/referrals/{code}: the friend's side, without a
//   login: who invites them, and their details, which make them a lead for the company.
import { REFERRAL_CODE_PATTERN, REFERRAL_STATES, VOUCHER_STATUSES } from '@portal/domain/loyalty';
import { z } from 'zod/mini';

export const referralStateSchema = z.enum(REFERRAL_STATES);

export const referralSchema = z.object({
  id: z.int(),
  /** The friend's name as they gave it (their e-mail address stays with the company). */
  name: z.string(),
  state: referralStateSchema,
  referredAt: z.string(),
  offerAt: z.nullable(z.string()),
  orderedAt: z.nullable(z.string()),
  /** The voucher this friend earned the customer, in euro: 100 once they ordered, else 0; the
   * back office's voucher for this friend instead, once it sent one (0 if cancelled). */
  voucherAmount: z.number(),
});
export type Referral = z.infer<typeof referralSchema>;

/** A voucher the company sent (integration API): what the customer needs to use it. */
export const sentVoucherSchema = z.object({
  /** In euro. */
  amount: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  /** The code to give when using it, when the company gave one. */
  code: z.nullable(z.string()),
  /** The last day it can be used (YYYY-MM-DD), when it has one. */
  validUntil: z.nullable(z.string()),
  /** The friend whose order earned it; null for a voucher given as a gesture. */
  friendName: z.nullable(z.string()),
});
export type SentVoucher = z.infer<typeof sentVoucherSchema>;

export const loyaltySchema = z.object({
  /** The customer's personal code; the link is /referral/{code} on the tenant's portal. */
  code: z.string(),
  referrals: z.array(referralSchema),
  /** Earned vouchers (issued or redeemed; cancelled ones do not count): the referrals' and the
   * goodwill vouchers the back office sent. */
  vouchers: z.object({
    count: z.int(),
    /** In euro. */
    total: z.number(),
    currency: z.literal('EUR'),
    /** The vouchers the company sent, newest first, cancelled ones included (marked so). A
     * friend's voucher the company has not sent yet shows on the friend (voucherAmount). */
    sent: z.array(sentVoucherSchema),
  }),
});
export type Loyalty = z.infer<typeof loyaltySchema>;

export const referralCodeSchema = z.strictObject({
  code: z.string().check(z.regex(REFERRAL_CODE_PATTERN)),
});

/** GET loyalty/referrals/{code}: the referral page's facts. */
export const referralPageSchema = z.object({
  code: z.string(),
  /** The referring customer's first name only. */
  referrerFirstName: z.string(),
});
export type ReferralPage = z.infer<typeof referralPageSchema>;

/** A trimmed, non-empty text of at most `max` characters (spec §5 '{field} is required'). */
const required = (field: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max));

/** POST loyalty/referrals/{code}: the friend's details and consent (spec §5 messages). */
export const referralLeadSchema = z.strictObject({
  name: required('Name', 100),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254)),
    z.email('Email is not valid'),
  ),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ./()-]{8,20}$/, 'Phone number is not valid')),
  postalCode: z.string().check(z.trim(), z.regex(/^[0-9]{4}$/, 'Postal code is not valid')),
  /** The friend agrees to be contacted by the company about an offer. */
  consent: z.literal(true, 'Consent is required'),
});
export type ReferralLead = z.infer<typeof referralLeadSchema>;

export const referralLeadResultSchema = z.object({ referred: z.literal(true) });
