// Customers by the back office's own id (migration 0017). Every statement is scoped
// by tenant; e-mail addresses are stored in lower case, as everywhere.
import type { CustomerUpsert } from '@portal/contract/integration/customers';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import {
  findCustomerById,
  normalizeEmail,
} from '../../../platform/identity/customer-repository.ts';
import type { CustomerRecord } from '../../../platform/scope/customer-record.ts';

export interface ExternalCustomer {
  record: CustomerRecord;
  externalId: string;
  registered: boolean;
}

/** The columns an upsert writes, from its input (the national number as its 11 digits). */
function columnsOf(input: CustomerUpsert, nationalNumber: string | null) {
  return {
    email: normalizeEmail(input.email),
    first_name: input.firstName,
    name: input.name,
    phone: input.phone,
    language_code: input.language,
    country_code: input.countryCode,
    street_and_number: input.streetAndNumber,
    postal_code: input.postalCode,
    city: input.city,
    national_registration_number: nationalNumber,
  };
}

export async function findCustomerIdByExternalId(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.id;
}

export async function findExternalCustomer(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalCustomer | undefined> {
  const id = await findCustomerIdByExternalId(db, tenantId, externalId);
  if (id === undefined) return undefined;
  const record = await findCustomerById(db, tenantId, id);
  if (!record) return undefined;
  const credential = await db
    .selectFrom('customer_credentials')
    .select('confirmed_at')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', id)
    .executeTakeFirst();
  return { record, externalId, registered: Boolean(credential?.confirmed_at) };
}

/** Who holds the address in the tenant: their id and back-office id (null: the portal's own). */
export async function findEmailHolder(
  db: Kysely<Database>,
  tenantId: number,
  email: string,
): Promise<{ id: number; externalId: string | null; erased: boolean } | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'external_id', 'erased_at'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: row.id, externalId: row.external_id, erased: row.erased_at !== null };
}

export async function insertExternalCustomer(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
  input: CustomerUpsert,
  nationalNumber: string | null,
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const row = await db
    .insertInto('customers')
    .values({
      tenant_id: tenantId,
      external_id: externalId,
      ...columnsOf(input, nationalNumber),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the customer's fields and claims it for the external id (a first sync adopts the
 * portal's own customer of the same address). */
export async function updateExternalCustomer(
  db: Kysely<Database>,
  tenantId: number,
  customerId: number,
  externalId: string,
  input: CustomerUpsert,
  nationalNumber: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      external_id: externalId,
      ...columnsOf(input, nationalNumber),
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .execute();
}

/** Deletes the customer; their rows go with them (every customer table cascades). */
export async function deleteCustomer(
  db: Kysely<Database>,
  tenantId: number,
  customerId: number,
): Promise<void> {
  await db
    .deleteFrom('customers')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .execute();
}

/** The storage keys of every file the customer has in the store. */
export async function listCustomerFileKeys(
  db: Kysely<Database>,
  tenantId: number,
  customerId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_documents')
    .select('storage_key')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.storage_key);
}
