// The company's side of a referral: it made the referred friend an offer, then the friend
// ordered. The integration API's sales sync and the demo seed take each step (recordFriendStep)
// in their own transaction. An order earns the referrer one voucher of 100 euro (spec §9) and a
// notification, in the transaction of the change; a step already taken (or passed) changes
// nothing, so one voucher per friend. Once the back office sent the referral's voucher
// (integration API), that one counts and was told of.
import { LOYALTY_VOUCHER } from '@portal/domain/constants';
import { ReferralState, voucherCents } from '@portal/domain/loyalty';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { normalizeEmail } from '../../platform/identity/customer-repository.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { notify } from '../notifications/index.ts';
import { findReferralOfFriend, moveReferral } from './loyalty-repository.ts';
import { findVoucherOfReferral } from './loyalty-voucher-repository.ts';

export interface ReferralProgress {
  /** The company made the referred friend (by e-mail address) an offer; false when nothing
   * changed (no such referral, or already there or past it). */
  recordFriendOffer(tenantId: number, friendEmail: string): Promise<boolean>;
  /** The referred friend ordered: the referrer earns the voucher and is told so; false when
   * nothing changed. */
  recordFriendOrder(tenantId: number, friendEmail: string): Promise<boolean>;
}

/** Moves the friend's referral on to `to`, in the caller's transaction (the seed's own). */
export async function recordFriendStep(
  trx: Kysely<Database>,
  tenantId: number,
  friendEmail: string,
  to: 'offer' | 'ordered',
  at: Date,
): Promise<boolean> {
  const referral = await findReferralOfFriend(trx, tenantId, normalizeEmail(friendEmail));
  if (!referral) return false;
  const from =
    to === 'offer' ? [ReferralState.Invited] : [ReferralState.Invited, ReferralState.Offer];
  const moved = await moveReferral(trx, tenantId, referral.id, {
    from,
    to,
    voucherCents: voucherCents(to),
    at: at.toISOString(),
  });
  // A voucher the back office sent for this referral is the one the referrer was told of.
  const sent = async () => (await findVoucherOfReferral(trx, tenantId, referral.id)) !== undefined;
  if (moved && to === 'ordered' && !(await sent())) {
    const owner = { tenantId, customerId: referral.customerId };
    await notify(
      trx,
      owner,
      {
        key: 'loyaltyVoucherEarned',
        action: 'loyalty',
        params: { amount: LOYALTY_VOUCHER.amount },
      },
      at,
    );
  }
  return moved;
}

export function createReferralProgress({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): ReferralProgress {
  const step = (to: 'offer' | 'ordered') => (tenantId: number, friendEmail: string) =>
    db.transaction().execute((trx) => recordFriendStep(trx, tenantId, friendEmail, to, clock()));
  return { recordFriendOffer: step('offer'), recordFriendOrder: step('ordered') };
}
