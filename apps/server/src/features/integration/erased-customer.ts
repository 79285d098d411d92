// What the back office may still write for a customer who erased their account (decision 102):
// the corrections of a kept invoice (its facts, its payment, a credit note) and deletions; every
// other write is refused with CUSTOMER_ERASED (409) before anything is written, so no row, file,
// notification or event comes of it.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findCustomerById } from '../../platform/identity/customer-repository.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export function customerErased(field?: string): AppError {
  return new AppError(
    ErrorCode.CustomerErased,
    'This customer erased their account (account.erased): the portal takes nothing new for them.',
    field ? { field } : {},
  );
}

export async function isErased(reader: Kysely<Database>, owner: CustomerOwner): Promise<boolean> {
  const customer = await findCustomerById(reader, owner.tenantId, owner.customerId);
  return customer !== undefined && customer.erasedAt !== null;
}

/** Refuses the write when the record's customer erased their account; `field` names the
 * reference that leads to them (`body.customerExternalId`, `body.orderExternalId`, …). */
export async function refuseIfErased(
  reader: Kysely<Database>,
  owner: CustomerOwner,
  field?: string,
): Promise<void> {
  if (await isErased(reader, owner)) throw customerErased(field);
}
