// What `npm run tenant` reads and writes (decision 056): tenant rows including disabled ones, the
// standard reference lists a tenant starts with, and its stored logo. The portal itself reads
// tenants through tenant-repository.ts, which never sees a disabled one.
import type { Language } from '@portal/contract/portal';
import type { StatusLang, StatusListKind } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { tenantRecordColumns, tenantRecordOf } from '../../platform/tenancy/tenant-repository.ts';

/** A tenant as the operator sees it: the record, its support address and whether it is disabled. */
export interface AdministeredTenant extends TenantRecord {
  supportEmail: string | null;
  disabledAt: string | null;
}

export interface TenantRow {
  subdomain: string;
  name: string;
  defaultLanguage: Language;
  languages: readonly Language[];
  /** PortalConfig as JSON. */
  portalConfig: string;
  supportEmail: string | null;
  /** The tenant's Google Tag Manager container; without one nothing asks for or tracks usage. */
  tagManagerId: string | null;
}

function administered(
  row: Parameters<typeof tenantRecordOf>[0] & {
    support_email: string | null;
    disabled_at: string | null;
  },
): AdministeredTenant {
  return { ...tenantRecordOf(row), supportEmail: row.support_email, disabledAt: row.disabled_at };
}

const administeredColumns = [...tenantRecordColumns, 'support_email', 'disabled_at'] as const;

/** Every tenant, disabled ones included, by subdomain. */
export async function listAdministeredTenants(db: Kysely<Database>): Promise<AdministeredTenant[]> {
  const rows = await db
    .selectFrom('tenants')
    .select(administeredColumns)
    .orderBy('subdomain')
    .execute();
  return rows.map(administered);
}

/** The tenant of a subdomain, disabled or not. */
export async function findAdministeredTenant(
  db: Kysely<Database>,
  subdomain: string,
): Promise<AdministeredTenant | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select(administeredColumns)
    .where('subdomain', '=', subdomain)
    .executeTakeFirst();
  return row ? administered(row) : undefined;
}

/** Inserts the tenant with its embedded realm (named after the subdomain, as the seed does);
 * undefined when the subdomain is taken. */
export async function insertTenantRow(
  db: Kysely<Database>,
  tenant: TenantRow,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto('tenants')
    .values({
      subdomain: tenant.subdomain,
      name: tenant.name,
      default_language: tenant.defaultLanguage,
      languages: JSON.stringify(tenant.languages),
      portal_config: tenant.portalConfig,
      support_email: tenant.supportEmail,
      tag_manager_id: tenant.tagManagerId,
      realm_name: tenant.subdomain,
      realm_client_id: 'customer-portal',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('subdomain').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Replaces the tenant's settings (the subdomain and realm stay). */
export async function updateTenantRow(
  db: Kysely<Database>,
  tenantId: number,
  tenant: Omit<TenantRow, 'subdomain'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({
      name: tenant.name,
      default_language: tenant.defaultLanguage,
      languages: JSON.stringify(tenant.languages),
      portal_config: tenant.portalConfig,
      support_email: tenant.supportEmail,
      tag_manager_id: tenant.tagManagerId,
      updated_at: now.toISOString(),
    })
    .where('id', '=', tenantId)
    .execute();
}

/** Points the tenant's sign-in at an external issuer and the portal's client there (decision 057),
 * or (null) back at the embedded realm. */
export async function setTenantIssuer(
  db: Kysely<Database>,
  tenantId: number,
  issuer: { issuer: string; clientId: string } | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({
      external_issuer: issuer?.issuer ?? null,
      external_client_id: issuer?.clientId ?? null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', tenantId)
    .execute();
}

/** Disables the tenant (at `now`) or enables it again (null). */
export async function setTenantDisabledAt(
  db: Kysely<Database>,
  tenantId: number,
  disabledAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ disabled_at: disabledAt?.toISOString() ?? null, updated_at: now.toISOString() })
    .where('id', '=', tenantId)
    .execute();
}

export interface StatusListRow {
  kind: StatusListKind;
  lang: StatusLang;
  statusId: number;
  text: string;
  initial: boolean;
  final: boolean;
}

export async function insertStatusListItems(
  db: Kysely<Database>,
  tenantId: number,
  items: readonly StatusListRow[],
): Promise<void> {
  await db
    .insertInto('status_list_items')
    .values(
      items.map((item) => ({
        tenant_id: tenantId,
        kind: item.kind,
        lang: item.lang,
        status_id: item.statusId,
        status_text: item.text,
        is_initial: item.initial,
        is_final: item.final,
      })),
    )
    .execute();
}

/** A ticket type with its label per language; returns its id. */
export async function insertTicketType(
  db: Kysely<Database>,
  tenantId: number,
  position: number,
  labels: Readonly<Record<Language, string>>,
): Promise<number> {
  const type = await db
    .insertInto('ticket_types')
    .values({ tenant_id: tenantId, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ticket_type_labels')
    .values(
      (['nl', 'fr', 'en'] as const).map((lang) => ({
        tenant_id: tenantId,
        ticket_type_id: type.id,
        lang,
        label: labels[lang],
      })),
    )
    .execute();
  return type.id;
}
