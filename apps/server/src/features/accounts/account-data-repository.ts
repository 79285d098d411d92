// What the archive of a customer's data copies of the account itself (decision 097): the profile
// row, when the registration was confirmed, and the sign-ins the embedded provider still holds.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

interface Owner {
  tenantId: number;
  customerId: number;
}

export async function customerProfileRow(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom('customers')
    .leftJoin('customer_credentials', (join) =>
      join
        .onRef('customer_credentials.tenant_id', '=', 'customers.tenant_id')
        .onRef('customer_credentials.customer_id', '=', 'customers.id'),
    )
    .select([
      'customers.id',
      'customers.external_id',
      'customers.email',
      'customers.first_name',
      'customers.name',
      'customers.phone',
      'customers.language_code',
      'customers.country_code',
      'customers.street_and_number',
      'customers.postal_code',
      'customers.city',
      'customers.national_registration_number',
      'customers.created_at',
      'customers.updated_at',
      'customer_credentials.confirmed_at',
    ])
    .where('customers.tenant_id', '=', owner.tenantId)
    .where('customers.id', '=', owner.customerId)
    .executeTakeFirst();
}

/** The provider's sessions of the account: their payloads carry when each sign-in was. */
export async function signInSessionPayloads(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom('oidc_payloads')
    .select(['payload', 'expires_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('model', '=', 'Session')
    .where('account_id', '=', String(owner.customerId))
    .execute();
}
