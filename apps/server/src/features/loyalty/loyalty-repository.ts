// The loyalty programme (tables loyalty_codes and loyalty_referrals, migration 0014): each
// customer's referral code, and the friends they referred, one referral per friend and tenant.
import type { ReferralState } from '@portal/domain/loyalty';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export async function findLoyaltyCode(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('loyalty_codes')
    .select('code')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
  return row?.code;
}

/** Gives the customer the code unless they or another customer of the tenant have it: false then. */
export async function insertLoyaltyCode(
  db: Kysely<Database>,
  owner: CustomerOwner,
  code: string,
  at: string,
): Promise<boolean> {
  const row = await db
    .insertInto('loyalty_codes')
    .values({ tenant_id: owner.tenantId, customer_id: owner.customerId, code, created_at: at })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface Referrer {
  customerId: number;
  firstName: string;
  name: string;
  email: string;
}

/** The customer whose code this is, in the tenant. */
export async function findReferrer(
  db: Kysely<Database>,
  tenantId: number,
  code: string,
): Promise<Referrer | undefined> {
  const row = await db
    .selectFrom('loyalty_codes')
    .innerJoin('customers', (join) =>
      join
        .onRef('customers.id', '=', 'loyalty_codes.customer_id')
        .onRef('customers.tenant_id', '=', 'loyalty_codes.tenant_id'),
    )
    .select(['customers.id', 'customers.first_name', 'customers.name', 'customers.email'])
    .where('loyalty_codes.tenant_id', '=', tenantId)
    .where('loyalty_codes.code', '=', code)
    .executeTakeFirst();
  return row && { customerId: row.id, firstName: row.first_name, name: row.name, email: row.email };
}

export interface ReferralRecord {
  id: number;
  customerId: number;
  name: string;
  state: ReferralState;
  voucherCents: number;
  referredAt: string;
  offerAt: string | null;
  orderedAt: string | null;
}

function referrals(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('loyalty_referrals')
    .select([
      'id',
      'customer_id',
      'friend_name',
      'status',
      'voucher_amount_cents',
      'created_at',
      'offer_at',
      'ordered_at',
    ])
    .where('tenant_id', '=', tenantId);
}

type ReferralRow = Awaited<ReturnType<ReturnType<typeof referrals>['executeTakeFirstOrThrow']>>;

function toReferral(row: ReferralRow): ReferralRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    name: row.friend_name,
    state: row.status,
    voucherCents: row.voucher_amount_cents,
    referredAt: row.created_at,
    offerAt: row.offer_at,
    orderedAt: row.ordered_at,
  };
}

/** The customer's referrals, newest first. */
export async function listReferrals(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<ReferralRecord[]> {
  const rows = await referrals(db, owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toReferral);
}

/** The tenant's referral of this friend (an e-mail address in lower case), whoever made it. */
export async function findReferralOfFriend(
  db: Kysely<Database>,
  tenantId: number,
  friendEmail: string,
): Promise<ReferralRecord | undefined> {
  const row = await referrals(db, tenantId)
    .where('friend_email', '=', friendEmail)
    .executeTakeFirst();
  return row && toReferral(row);
}

export interface NewReferral {
  name: string;
  /** Lower case. */
  email: string;
  phone: string | null;
  postalCode: string | null;
  consentAt: string | null;
  at: string;
}

/** Records the friend as the customer's referral; undefined when the tenant has them already. */
export async function insertReferral(
  db: Kysely<Database>,
  referrer: CustomerOwner,
  friend: NewReferral,
): Promise<number | undefined> {
  const row = await db
    .insertInto('loyalty_referrals')
    .values({
      tenant_id: referrer.tenantId,
      customer_id: referrer.customerId,
      friend_name: friend.name,
      friend_email: friend.email,
      friend_phone: friend.phone,
      friend_postal_code: friend.postalCode,
      consent_at: friend.consentAt,
      status: 'invited',
      created_at: friend.at,
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'friend_email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Moves the referral to `state` (offer or ordered) from one of `from`; false if it was not in
 * one of them any more (another call moved it first). */
export async function moveReferral(
  db: Kysely<Database>,
  tenantId: number,
  referralId: number,
  move: {
    from: readonly ReferralState[];
    to: 'offer' | 'ordered';
    voucherCents: number;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('loyalty_referrals')
    .set(
      move.to === 'offer'
        ? { status: 'offer', offer_at: move.at }
        : { status: 'ordered', ordered_at: move.at, voucher_amount_cents: move.voucherCents },
    )
    .where('tenant_id', '=', tenantId)
    .where('id', '=', referralId)
    .where('status', 'in', move.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
