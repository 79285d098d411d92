// A demo customer's referral code and referred friends, through the loyalty service's own steps
// (features/loyalty): the friend's lead, the company's offer and the friend's order, which earns
// the voucher and its notification. The seed's fixed code makes the referral page addressable in
// the accessibility sweep; a customer without one gets a random code on first use.

import { insertLoyaltyCode, recordFriendStep, recordReferral } from '../features/loyalty/index.ts';
import { normalizeEmail } from '../platform/identity/customer-repository.ts';
import type { CustomerScenario } from './scenario-types.ts';
import type { SeededCustomer, TenantSeed } from './seed-context.ts';

export async function insertReferrals(
  seed: TenantSeed,
  customer: SeededCustomer,
  scenario: CustomerScenario,
): Promise<void> {
  const { db, tenantId, clock } = seed;
  const owner = { tenantId, customerId: customer.id };
  if (scenario.referralCode !== undefined) {
    await insertLoyaltyCode(db, owner, scenario.referralCode, clock.at(scenario.day));
  }
  const referrer = {
    customerId: customer.id,
    firstName: scenario.firstName,
    name: scenario.name,
    email: scenario.email,
  };
  for (const referral of scenario.referrals ?? []) {
    const email = normalizeEmail(referral.email);
    await recordReferral(db, tenantId, referrer, {
      name: referral.name,
      email,
      phone: referral.phone,
      postalCode: referral.postalCode,
      consentAt: clock.at(referral.day, 20, 15),
      at: clock.at(referral.day, 20, 15),
    });
    if (referral.offerDay !== undefined) {
      await recordFriendStep(db, tenantId, email, 'offer', new Date(clock.at(referral.offerDay)));
    }
    if (referral.orderedDay === undefined) continue;
    const orderedAt = clock.at(referral.orderedDay, 14);
    await recordFriendStep(db, tenantId, email, 'ordered', new Date(orderedAt));
    if (referral.voucherSeenDay === undefined) continue;
    await db
      .updateTable('notifications')
      .set({ seen_at: clock.at(referral.voucherSeenDay, 19) })
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', customer.id)
      .where('notification_key', '=', 'loyaltyVoucherEarned')
      .where('created_at', '=', orderedAt)
      .execute();
  }
}
