// The customer's order, or NOT_FOUND: an order of another customer (or tenant) answers exactly
// like one that does not exist.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import { findOrder, type OrderRecord } from './order-repository.ts';

export async function ownedOrder(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
): Promise<OrderRecord> {
  const order = await findOrder(db, customerOwner(scope), orderId);
  if (!order) throw new AppError(ErrorCode.NotFound, 'Order not found.');
  return order;
}
