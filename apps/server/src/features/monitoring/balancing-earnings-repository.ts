// Grid-balancing earnings (table balancing_earnings, migration 0006): one row per device and
// month, paid three months later. Paying marks the row once: a second payer finds it paid.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { DeviceRef } from './monitoring-energy-repository.ts';

export interface EarningsRow {
  id: number;
  month: string;
  amountCents: number;
  payableOn: string;
  paidAt: string | null;
}

/** The device's earnings of months in [firstMonth, lastMonth] ("YYYY-MM"), oldest first. */
export async function listEarnings(
  db: Kysely<Database>,
  device: DeviceRef,
  firstMonth: string,
  lastMonth: string,
): Promise<EarningsRow[]> {
  const rows = await db
    .selectFrom('balancing_earnings')
    .select(['id', 'period_month', 'amount_cents', 'payable_on', 'paid_at'])
    .where('tenant_id', '=', device.tenantId)
    .where('monitoring_device_id', '=', device.deviceRowId)
    .where('period_month', '>=', firstMonth)
    .where('period_month', '<=', lastMonth)
    .orderBy('period_month')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    month: row.period_month,
    amountCents: row.amount_cents,
    payableOn: row.payable_on,
    paidAt: row.paid_at,
  }));
}

export interface DueEarnings {
  id: number;
  tenantId: number;
  subdomain: string;
  customerId: number;
  month: string;
  amountCents: number;
  email: string;
  firstName: string;
  language: string;
}

/** Unpaid earnings payable on or before `today` ("YYYY-MM-DD"), of every tenant, oldest first. */
export async function listDueEarnings(
  db: Kysely<Database>,
  today: string,
  limit: number,
): Promise<DueEarnings[]> {
  const rows = await db
    .selectFrom('balancing_earnings')
    .innerJoin('customers', (join) =>
      join
        .onRef('customers.id', '=', 'balancing_earnings.customer_id')
        .onRef('customers.tenant_id', '=', 'balancing_earnings.tenant_id'),
    )
    .innerJoin('tenants', 'tenants.id', 'balancing_earnings.tenant_id')
    .select([
      'tenants.subdomain',
      'balancing_earnings.id',
      'balancing_earnings.tenant_id',
      'balancing_earnings.customer_id',
      'balancing_earnings.period_month',
      'balancing_earnings.amount_cents',
      'customers.email',
      'customers.first_name',
      'customers.language_code',
    ])
    .where('balancing_earnings.paid_at', 'is', null)
    .where('balancing_earnings.payable_on', '<=', today)
    // A disabled tenant's earnings wait (decision 056), out of the batches: the payer stops at a
    // batch it could pay nothing of, so they would hold up other tenants' earnings behind them.
    .where('tenants.disabled_at', 'is', null)
    .orderBy('balancing_earnings.payable_on')
    .orderBy('balancing_earnings.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenant_id,
    subdomain: row.subdomain,
    customerId: row.customer_id,
    month: row.period_month,
    amountCents: row.amount_cents,
    email: row.email,
    firstName: row.first_name,
    language: row.language_code,
  }));
}

/** Marks the earnings paid and noticed at `at`; false when another payer did it first. */
export async function markEarningsPaid(
  db: Kysely<Database>,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('balancing_earnings')
    .set({ paid_at: at, notice_sent_at: at })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
