// Every row a customer owns in one table, or in a table whose rows belong to one of the
// customer's (a version of their offer, a message of their ticket): what the archive of the
// customer's data copies as it is (decision 097), and what erasing the account deletes of the
// second kind (decision 098). Whole rows, by design: the archive holds
// everything the portal keeps, columns added later included.
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** The tables with a customer_id column. */
export type CustomerOwnedTable =
  | 'installations'
  | 'offers'
  | 'orders'
  | 'upsell_offers'
  | 'invoices'
  | 'deliveries'
  | 'inspections'
  | 'grid_operator_requests'
  | 'repairs'
  | 'tickets'
  | 'notifications'
  | 'push_subscriptions'
  | 'surveys'
  | 'loyalty_referrals'
  | 'loyalty_codes'
  | 'loyalty_vouchers'
  | 'monitoring_devices'
  | 'balancing_earnings'
  | 'energy_plans'
  | 'energy_plan_settings'
  | 'notification_preferences'
  | 'notification_settings'
  | 'notification_mail_queue'
  | 'notification_digests'
  | 'stored_documents'
  | 'audit_log';

export type Row = Record<string, unknown>;

interface CustomerOwner {
  tenantId: number;
  customerId: number;
}

export async function customerRows(
  db: Kysely<Database>,
  table: CustomerOwnedTable,
  owner: CustomerOwner,
): Promise<Row[]> {
  const result = await sql<Row>`select * from ${sql.table(table)}
    where tenant_id = ${owner.tenantId} and customer_id = ${owner.customerId}
    order by id`.execute(db);
  return result.rows;
}

/** Rows of `table` whose `column` names a row of the customer's `parent` table. */
export async function childRows(
  db: Kysely<Database>,
  child: { table: keyof Database; column: string },
  parent: CustomerOwnedTable,
  owner: CustomerOwner,
): Promise<Row[]> {
  const result = await sql<Row>`select c.* from ${sql.table(child.table)} c
    join ${sql.table(parent)} p on p.tenant_id = c.tenant_id and p.id = ${sql.ref(`c.${child.column}`)}
    where p.tenant_id = ${owner.tenantId} and p.customer_id = ${owner.customerId}
    order by c.id`.execute(db);
  return result.rows;
}

/** Deletes the rows of `table` whose `column` names a row of the customer's `parent` table. */
export async function deleteChildRows(
  db: Kysely<Database>,
  child: { table: keyof Database; column: string },
  parent: CustomerOwnedTable,
  owner: CustomerOwner,
): Promise<void> {
  await sql`delete from ${sql.table(child.table)}
    where tenant_id = ${owner.tenantId} and ${sql.ref(child.column)} in (
      select id from ${sql.table(parent)}
      where tenant_id = ${owner.tenantId} and customer_id = ${owner.customerId})`.execute(db);
}
