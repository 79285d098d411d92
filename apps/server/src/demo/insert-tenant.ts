// A demo tenant with its reference data: portal configuration, the standard status lists and
// ticket types every tenant starts with (features/tenants/standard-lists.ts), article datasheets.
import type { Kysely } from 'kysely';
import { insertStandardLists } from '../features/tenants/index.ts';
import type { Database } from '../platform/db/schema.ts';
import { articleDatasheets } from './article-catalog.ts';
import type { DemoTenant } from './demo-tenants.ts';
import type { SeedClock } from './seed-clock.ts';

/** Inserts the tenant unless its subdomain exists; returns its id and ticket type ids, or null. */
export async function insertTenant(
  db: Kysely<Database>,
  tenant: DemoTenant,
  clock: SeedClock,
): Promise<{ tenantId: number; ticketTypeIds: number[] } | null> {
  const row = await db
    .insertInto('tenants')
    .values({
      subdomain: tenant.subdomain,
      name: tenant.name,
      default_language: tenant.defaultLanguage,
      portal_config: JSON.stringify(tenant.portalConfig),
      tag_manager_id: tenant.tagManagerId,
      support_email: tenant.supportEmail,
      realm_name: tenant.subdomain,
      realm_client_id: 'customer-portal',
      created_at: clock.now,
      updated_at: clock.now,
    })
    .onConflict((conflict) => conflict.column('subdomain').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const tenantId = row.id;

  const ticketTypeIds = await insertStandardLists(db, tenantId);

  await db
    .insertInto('article_documents')
    .values(
      articleDatasheets.map(({ code, name }) => ({
        tenant_id: tenantId,
        article_code: code,
        name,
        path: `tenants/${tenant.subdomain}/articles/${code}.pdf`,
        created_at: clock.now,
      })),
    )
    .execute();
  return { tenantId, ticketTypeIds };
}
