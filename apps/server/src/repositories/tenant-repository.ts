// Tenants by subdomain, with their portal configuration parsed and validated.
import { languageSchema, portalConfigSchema } from '@portal/contract/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

/** The tenant of a subdomain (matched case-insensitively), or undefined. */
export async function findTenantBySubdomain(
  db: Kysely<Database>,
  subdomain: string,
): Promise<TenantRecord | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select([
      'id',
      'subdomain',
      'name',
      'default_language',
      'portal_config',
      'tag_manager_id',
      'realm_name',
      'realm_client_id',
      'external_issuer',
      'external_client_id',
    ])
    .where('subdomain', '=', subdomain.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    defaultLanguage: languageSchema.parse(row.default_language),
    // A stored configuration that no longer matches the contract is a deployment error: fail loudly.
    portalConfig: portalConfigSchema.parse(JSON.parse(row.portal_config)),
    tagManagerId: row.tag_manager_id,
    realm: {
      name: row.realm_name,
      clientId: row.realm_client_id,
      externalIssuer: row.external_issuer,
      externalClientId: row.external_client_id,
    },
  };
}
