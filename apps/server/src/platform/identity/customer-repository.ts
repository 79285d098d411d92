// Customers of a tenant. E-mail addresses are stored in lower case, so look-ups by e-mail are
// case-insensitive and still use the (tenant_id, email) unique index.
import type { AccountUpdate } from '@portal/contract/identity';
import { languageSchema } from '@portal/contract/portal';
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce, type Slots } from '../db/compiled-once.ts';
import type { Database } from '../db/schema.ts';
import type { CustomersTable } from '../db/tables/tenant-tables.ts';
import type { CustomerRecord } from '../scope/customer-record.ts';

/** The form e-mail addresses are stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Every authenticated API call loads its customer: compiled once (platform/db/compiled-once.ts).
const customerById = compiledOnce((db, key: Slots<{ tenantId: number; customerId: number }>) =>
  db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', key.tenantId)
    .where('id', '=', key.customerId),
);

export async function findCustomerById(
  db: Kysely<Database>,
  tenantId: number,
  customerId: number,
): Promise<CustomerRecord | undefined> {
  const [row] = await customerById(db, { tenantId, customerId });
  return row && toRecord(row);
}

export async function findCustomerByEmail(
  db: Kysely<Database>,
  tenantId: number,
  email: string,
): Promise<CustomerRecord | undefined> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Writes the fields a customer may edit themselves (spec §3 account form); e-mail is not one. */
export async function updateCustomerAccount(
  db: Kysely<Database>,
  scope: { tenantId: number; customerId: number },
  changes: AccountUpdate,
  now: Date,
): Promise<CustomerRecord | undefined> {
  const row = await db
    .updateTable('customers')
    .set({
      first_name: changes.firstName,
      name: changes.name,
      phone: changes.phone,
      language_code: changes.languageCode,
      street_and_number: changes.streetAndNumber,
      postal_code: changes.postalCode,
      city: changes.city,
      updated_at: now.toISOString(),
    })
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.customerId)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

function toRecord(row: Selectable<CustomersTable>): CustomerRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    firstName: row.first_name,
    name: row.name,
    phone: row.phone,
    languageCode: languageSchema.parse(row.language_code),
    countryCode: row.country_code,
    streetAndNumber: row.street_and_number,
    postalCode: row.postal_code,
    city: row.city,
    nationalRegistrationNumber: row.national_registration_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    dataVersion: row.data_version,
    erasedAt: row.erased_at,
  };
}
