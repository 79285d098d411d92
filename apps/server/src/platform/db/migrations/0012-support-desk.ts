// The support desk: where the company hears of tickets, the thumbnail kept with
// each ticket photo, and the technician's report of a repair.
// - tenants.support_email: the tenant's support address, not part of the public portal
//   configuration; filled from the configuration's contactEmail where a tenant has one.
// - issue_files.thumbnail_document_id: the photo's thumbnail (a stored_documents row of the same
//   tenant). A plain column: SQLite cannot add a composite foreign key to an existing table; the
//   one writer (features/support/support-photos.ts) stores both documents in one transaction.
// - repairs.technician_report: what the technician wrote after the visit.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

function contactEmail(portalConfig: string): string | null {
  try {
    const config: unknown = JSON.parse(portalConfig);
    const value =
      typeof config === 'object' && config !== null && 'config' in config
        ? (config.config as Record<string, unknown> | null)?.contactEmail
        : undefined;
    return typeof value === 'string' && value.includes('@') ? value.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('support_email', 'text').execute();
  await db.schema.alterTable('issue_files').addColumn('thumbnail_document_id', 'integer').execute();
  await db.schema.alterTable('repairs').addColumn('technician_report', 'text').execute();
  const tenants = await sql<{ id: number; portal_config: string }>`
    select id, portal_config from tenants`.execute(db);
  for (const tenant of tenants.rows) {
    const address = contactEmail(tenant.portal_config);
    if (address === null) continue;
    await sql`update tenants set support_email = ${address} where id = ${tenant.id}`.execute(db);
  }
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('repairs').dropColumn('technician_report').execute();
  await db.schema.alterTable('issue_files').dropColumn('thumbnail_document_id').execute();
  await db.schema.alterTable('tenants').dropColumn('support_email').execute();
}

export const supportDeskMigration: Migration = { up, down };
