// Vouchers as the back office sends them (decision 054): until now a voucher was only
// derived from an ordered referral (loyalty_referrals.voucher_amount_cents); the back office, which
// hands vouchers out, now writes them by its own id.
//
// loyalty_vouchers: one voucher of a customer, for one of their referrals (referral_id, at most one
// voucher a referral: once sent it replaces the derived one) or a goodwill voucher (null). Amounts
// in cents, EUR only (spec §9); status issued, redeemed or cancelled; the code and the last valid
// day as the back office has them. The referral is the same customer's (their own referral), and
// goes with them.

import { VOUCHER_STATUSES } from '@portal/domain/loyalty';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createIndex,
  customerTable,
  dropTables,
  oneOf,
  type SchemaDb,
  sameCustomer,
  withTimestamps,
} from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  let table = customerTable(db, 'loyalty_vouchers')
    .addColumn('external_id', 'text', (column) => column.notNull())
    .addColumn('referral_id', 'integer')
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('code', 'text')
    .addColumn('valid_until', 'text');
  table = sameCustomer(
    withTimestamps(table),
    'loyalty_vouchers',
    'referral_id',
    'loyalty_referrals',
    {
      owned: true,
    },
  );
  await table
    .addCheckConstraint('loyalty_vouchers_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint('loyalty_vouchers_currency_check', oneOf('currency', ['EUR']))
    .addCheckConstraint('loyalty_vouchers_status_check', oneOf('status', VOUCHER_STATUSES))
    .execute();
  await createIndex(db, 'loyalty_vouchers', ['tenant_id', 'external_id'], { unique: true });
  // Many goodwill vouchers (null) pass a unique index on both dialects.
  await createIndex(db, 'loyalty_vouchers', ['tenant_id', 'referral_id'], { unique: true });
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['loyalty_vouchers']);
}

export const vouchersMigration: Migration = { up, down };
