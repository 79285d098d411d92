// Tenants by subdomain, with their portal configuration parsed and validated. A disabled tenant
// (decision 056) is not found here, so the portal, the API and the realm all answer it as an
// unknown one; the tenant command reads it through tenant-admin-repository.ts.
import { languageSchema, portalConfigSchema } from '@portal/contract/portal';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { Database } from '../db/schema.ts';
import type { TenantRecord } from './tenant-record.ts';

const languagesSchema = z.array(languageSchema).check(z.minLength(1));

/** The columns a TenantRecord is made of. */
export const tenantRecordColumns = [
  'id',
  'subdomain',
  'name',
  'default_language',
  'languages',
  'portal_config',
  'tag_manager_id',
  'realm_name',
  'realm_client_id',
  'external_issuer',
  'external_client_id',
] as const;

interface TenantRecordRow {
  id: number;
  subdomain: string;
  name: string;
  default_language: string;
  languages: string;
  portal_config: string;
  tag_manager_id: string | null;
  realm_name: string;
  realm_client_id: string;
  external_issuer: string | null;
  external_client_id: string | null;
}

/** A stored tenant row as the server sees it. A stored configuration that no longer matches the
 * contract is a deployment error: fail loudly. */
export function tenantRecordOf(row: TenantRecordRow): TenantRecord {
  return {
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    defaultLanguage: languageSchema.parse(row.default_language),
    languages: languagesSchema.parse(JSON.parse(row.languages)),
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

/** The enabled tenant of a subdomain (matched case-insensitively), or undefined. */
export async function findTenantBySubdomain(
  db: Kysely<Database>,
  subdomain: string,
): Promise<TenantRecord | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select(tenantRecordColumns)
    .where('subdomain', '=', subdomain.trim().toLowerCase())
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? tenantRecordOf(row) : undefined;
}

/** The enabled tenant of an id (a job's, which has no request), or undefined. */
export async function findTenantById(
  db: Kysely<Database>,
  tenantId: number,
): Promise<TenantRecord | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select(tenantRecordColumns)
    .where('id', '=', tenantId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? tenantRecordOf(row) : undefined;
}

/** The subdomains of the enabled tenants, in alphabetical order. */
export async function listTenantSubdomains(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('tenants')
    .select('subdomain')
    .where('disabled_at', 'is', null)
    .orderBy('subdomain')
    .execute();
  return rows.map((row) => row.subdomain);
}
