// Every row a write for a customer could leave in a tenant, table by table, in a stable order: a
// test compares two of these to prove that a refused write changed nothing at all.
import type { Kysely } from 'kysely';
import type { Database } from '../src/platform/db/schema.ts';

const CUSTOMER_DATA_TABLES = [
  'customers',
  'installations',
  'offers',
  'offer_versions',
  'offer_articles',
  'offer_article_details',
  'orders',
  'invoices',
  'deliveries',
  'inspections',
  'grid_operator_requests',
  'repairs',
  'tickets',
  'ticket_messages',
  'notifications',
  'notification_mail_queue',
  'notification_preferences',
  'notification_settings',
  'push_outbox',
  'loyalty_referrals',
  'loyalty_codes',
  'loyalty_vouchers',
  'monitoring_devices',
  'stored_documents',
  'pending_files',
  'mail_outbox',
  'integration_events',
  'integration_event_deliveries',
  'audit_log',
] as const satisfies readonly (keyof Database)[];

export async function tablesOfTenant(
  db: Kysely<Database>,
  tenantId: number,
): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of CUSTOMER_DATA_TABLES) {
    const rows = await db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}
