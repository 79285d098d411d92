// The signed-in customer's own account: who they are (auth/me), their details (customers/me) and
// editing them. Every function is scoped by the tenant and the token's customer.

import { ErrorCode } from '@portal/contract/error-code';
import type { AccountUpdate, AuthMe, Customer } from '@portal/contract/identity';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import {
  type CustomerRecord,
  findCustomerById,
  updateCustomerAccount,
} from '../repositories/customer-repository.ts';

export interface AccountScope {
  tenantId: number;
  customerId: number;
}

async function requireCustomer(db: Kysely<Database>, scope: AccountScope): Promise<CustomerRecord> {
  const customer = await findCustomerById(db, scope.tenantId, scope.customerId);
  // A valid token for a customer that no longer exists (or of another tenant) is no session.
  if (!customer) throw new AppError(ErrorCode.Unauthenticated, 'The account does not exist.');
  return customer;
}

function toCustomer(record: CustomerRecord): Customer {
  const {
    tenantId: _tenantId,
    nationalRegistrationNumber: _nrn,
    createdAt: _c,
    updatedAt: _u,
    ...customer
  } = record;
  return customer;
}

export async function authMe(db: Kysely<Database>, scope: AccountScope): Promise<AuthMe> {
  const customer = await requireCustomer(db, scope);
  return {
    customerIds: customer.id,
    email: customer.email,
    languageCode: customer.languageCode,
    countryCode: customer.countryCode,
  };
}

export async function customerMe(db: Kysely<Database>, scope: AccountScope): Promise<Customer> {
  return toCustomer(await requireCustomer(db, scope));
}

export async function updateAccount(
  db: Kysely<Database>,
  scope: AccountScope,
  changes: AccountUpdate,
  now: Date,
): Promise<Customer> {
  return db.transaction().execute(async (transaction) => {
    await requireCustomer(transaction, scope);
    const updated = await updateCustomerAccount(transaction, scope, changes, now);
    await transaction
      .insertInto('audit_log')
      .values({
        tenant_id: scope.tenantId,
        customer_id: scope.customerId,
        action: 'account.updated',
        entity_type: 'customer',
        entity_id: scope.customerId,
        details: JSON.stringify({ fields: Object.keys(changes).sort() }),
        created_at: now.toISOString(),
      })
      .execute();
    return toCustomer(updated);
  });
}
