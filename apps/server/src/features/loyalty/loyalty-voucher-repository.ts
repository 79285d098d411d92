// The vouchers the back office sent (table loyalty_vouchers, migration 0020): by its own id for the
// integration API, by referral for the derived voucher it replaces, and per customer for their
// loyalty answer. Every statement is scoped by tenant (and by customer where it writes).
import type { VoucherStatus } from '@portal/domain/loyalty';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

/** What the back office says of a voucher. */
export interface VoucherValues {
  referralId: number | null;
  amountCents: number;
  status: VoucherStatus;
  code: string | null;
  validUntil: string | null;
}

export interface StoredVoucher extends VoucherValues {
  id: number;
  customerId: number;
  /** Null only if the customer lost their back-office id since. */
  customerExternalId: string | null;
  /** The referral's friend, for a referral's voucher. */
  friendEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

export async function findVoucherByExternalId(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<StoredVoucher | undefined> {
  const row = await db
    .selectFrom('loyalty_vouchers as v')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'v.tenant_id').onRef('c.id', '=', 'v.customer_id'),
    )
    .leftJoin('loyalty_referrals as r', (join) =>
      join.onRef('r.tenant_id', '=', 'v.tenant_id').onRef('r.id', '=', 'v.referral_id'),
    )
    .select([
      'v.id',
      'v.customer_id',
      'c.external_id as customer_external_id',
      'r.friend_email',
      'v.referral_id',
      'v.amount_cents',
      'v.status',
      'v.code',
      'v.valid_until',
      'v.created_at',
      'v.updated_at',
    ])
    .where('v.tenant_id', '=', tenantId)
    .where('v.external_id', '=', externalId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      customerId: row.customer_id,
      customerExternalId: row.customer_external_id,
      friendEmail: row.friend_email,
      referralId: row.referral_id,
      amountCents: row.amount_cents,
      status: row.status,
      code: row.code,
      validUntil: row.valid_until,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }
  );
}

/** The back office's id of the voucher sent for this referral, if one was. */
export async function findVoucherOfReferral(
  db: Kysely<Database>,
  tenantId: number,
  referralId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('loyalty_vouchers')
    .select('external_id')
    .where('tenant_id', '=', tenantId)
    .where('referral_id', '=', referralId)
    .executeTakeFirst();
  return row?.external_id;
}

const columnsOf = (values: VoucherValues) => ({
  referral_id: values.referralId,
  amount_cents: values.amountCents,
  status: values.status,
  code: values.code,
  valid_until: values.validUntil,
});

export async function insertVoucher(
  db: Kysely<Database>,
  owner: CustomerOwner,
  externalId: string,
  values: VoucherValues,
  at: string,
): Promise<void> {
  await db
    .insertInto('loyalty_vouchers')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      external_id: externalId,
      currency: 'EUR',
      ...columnsOf(values),
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Writes the voucher if it is still in the status `from` it was checked against; false if not. */
export async function updateVoucher(
  db: Kysely<Database>,
  owner: CustomerOwner,
  voucherId: number,
  values: VoucherValues,
  at: string,
  from: VoucherStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('loyalty_vouchers')
    .set({ ...columnsOf(values), updated_at: at })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', voucherId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteVoucher(
  db: Kysely<Database>,
  tenantId: number,
  voucherId: number,
): Promise<void> {
  await db
    .deleteFrom('loyalty_vouchers')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', voucherId)
    .execute();
}

export interface CustomerVoucher {
  referralId: number | null;
  amountCents: number;
  status: VoucherStatus;
  code: string | null;
  validUntil: string | null;
  /** The referral's friend, for a referral's voucher. */
  friendName: string | null;
}

/** The customer's vouchers from the back office, oldest first. */
export async function listCustomerVouchers(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<CustomerVoucher[]> {
  const rows = await db
    .selectFrom('loyalty_vouchers as v')
    .leftJoin('loyalty_referrals as r', (join) =>
      join.onRef('r.tenant_id', '=', 'v.tenant_id').onRef('r.id', '=', 'v.referral_id'),
    )
    .select([
      'v.referral_id',
      'v.amount_cents',
      'v.status',
      'v.code',
      'v.valid_until',
      'r.friend_name',
    ])
    .where('v.tenant_id', '=', owner.tenantId)
    .where('v.customer_id', '=', owner.customerId)
    .orderBy('v.id')
    .execute();
  return rows.map((row) => ({
    referralId: row.referral_id,
    amountCents: row.amount_cents,
    status: row.status,
    code: row.code,
    validUntil: row.valid_until,
    friendName: row.friend_name,
  }));
}
