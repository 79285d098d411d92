// The provider's view of a customer: the account behind a session or token, and the claims the
// granted scopes release (sub is the customer id as text, the API's principal).
import type { Kysely } from 'kysely';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/schema.ts';
import { findCredential } from './credential-repository.ts';
import { findCustomerById } from './customer-repository.ts';

/** Claims per scope, as the provider's `claims` configuration. */
export const scopeClaims = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  // preferred_username is Keycloak's: the email, which is what a customer signs in with.
  profile: ['preferred_username', 'given_name', 'family_name', 'name', 'locale'],
};

export function accountFinder(db: Kysely<Database>, tenantId: number) {
  return async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
    const customerId = Number(sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0) return undefined;
    const customer = await findCustomerById(db, tenantId, customerId);
    if (!customer) return undefined;
    const credential = await findCredential(db, { tenantId, customerId });
    return {
      accountId: String(customer.id),
      claims: () => ({
        sub: String(customer.id),
        email: customer.email,
        email_verified: Boolean(credential?.confirmedAt),
        preferred_username: customer.email,
        given_name: customer.firstName,
        family_name: customer.name,
        name: `${customer.firstName} ${customer.name}`,
        locale: customer.languageCode,
      }),
    };
  };
}
