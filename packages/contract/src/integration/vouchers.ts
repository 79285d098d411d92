// Vouchers as the back office writes them (decision 054): the loyalty programme's
// vouchers (spec §9: 100 euro per referred friend who orders) or a goodwill voucher, by the back
// office's own id. A voucher for a referral names the referred friend by the e-mail address of
// their referral (unique per tenant); from then on the back office's voucher is that referral's.
import { VOUCHER_STATUSES } from '@portal/domain/loyalty';
import { z } from 'zod/mini';
import { daySchema, externalIdSchema, text } from './common.ts';

/** The largest voucher the API takes, in euro: far above the programme's 100. */
export const MAX_VOUCHER_AMOUNT = 10_000;

export const voucherStatusSchema = z.enum(VOUCHER_STATUSES);

export const voucherUpsertSchema = z.strictObject({
  /** The customer the voucher is for: the referrer, for a referral's voucher. */
  customerExternalId: externalIdSchema,
  /** The referred friend's e-mail address, as their referral has it; null: a goodwill voucher. */
  friendEmail: z._default(z.nullable(z.email().check(z.maxLength(254))), null),
  /** In euro, with at most two decimals. */
  amount: z.number().check(z.gt(0), z.lte(MAX_VOUCHER_AMOUNT), z.multipleOf(0.01)),
  currency: z.literal('EUR'),
  /** issued, then redeemed or cancelled (both final). */
  status: voucherStatusSchema,
  /** The code the customer redeems it with, if the back office has one. */
  code: z._default(z.nullable(text(40)), null),
  /** The last day it can be used, if any. */
  validUntil: z._default(z.nullable(daySchema), null),
});
export type VoucherUpsert = z.infer<typeof voucherUpsertSchema>;

export const integrationVoucherSchema = z.object({
  externalId: externalIdSchema,
  customerExternalId: z.string(),
  friendEmail: z.nullable(z.string()),
  amount: z.number(),
  currency: z.literal('EUR'),
  status: voucherStatusSchema,
  code: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationVoucher = z.infer<typeof integrationVoucherSchema>;
