// A demo tenant with its reference data: portal configuration, status lists in three languages,
// issue types and article datasheets.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { articleDatasheets } from './article-catalog.ts';
import type { DemoTenant } from './demo-tenants.ts';
import type { SeedClock } from './seed-clock.ts';
import { issueTypeLabels, statusTexts } from './status-texts.ts';

/** Inserts the tenant unless its subdomain exists; returns its id and issue type ids, or null. */
export async function insertTenant(
  db: Kysely<Database>,
  tenant: DemoTenant,
  clock: SeedClock,
): Promise<{ tenantId: number; issueTypeIds: number[] } | null> {
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

  await db
    .insertInto('status_list_items')
    .values(
      Object.entries(statusTexts).flatMap(([kind, items]) =>
        items.flatMap((item) =>
          Object.entries(item.text).map(([lang, text]) => ({
            tenant_id: tenantId,
            kind: kind as keyof typeof statusTexts,
            lang: lang as keyof typeof item.text,
            status_id: item.id,
            status_text: text,
            is_initial: item.initial ?? false,
            is_final: item.final ?? false,
          })),
        ),
      ),
    )
    .execute();

  const issueTypeIds: number[] = [];
  for (const [position, labels] of issueTypeLabels.entries()) {
    const type = await db
      .insertInto('issue_types')
      .values({ tenant_id: tenantId, position: position + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    issueTypeIds.push(type.id);
    await db
      .insertInto('issue_type_labels')
      .values(
        (['nl', 'fr', 'en'] as const).map((lang) => ({
          tenant_id: tenantId,
          issue_type_id: type.id,
          lang,
          label: labels[lang],
        })),
      )
      .execute();
  }

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
  return { tenantId, issueTypeIds };
}
