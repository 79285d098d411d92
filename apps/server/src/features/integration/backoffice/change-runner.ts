// How a back-office change runs: its writes, then the notification that tells the customer (if
// any), in one transaction, so the customer hears of exactly the changes that happened.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import { type NotificationEvent, notify } from '../../notifications/index.ts';

export type Change<T> = (trx: Kysely<Database>) => Promise<{ result: T; tell?: NotificationEvent }>;

export interface ChangeRunner {
  run<T>(owner: CustomerOwner, change: Change<T>): Promise<T>;
}

/** The change and its notification in the caller's transaction (for a caller that opens it,
 * because it writes a file with it: the integration API). */
export async function applyChange<T>(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  change: Change<T>,
  at: Date,
): Promise<T> {
  const { result, tell } = await change(trx);
  if (tell) await notify(trx, owner, tell, at);
  return result;
}

export function changeRunner(db: Kysely<Database>, clock: () => Date): ChangeRunner {
  return {
    run: (owner, change) =>
      db.transaction().execute((trx) => applyChange(trx, owner, change, clock())),
  };
}

export const notFound = (what: string) => new AppError(ErrorCode.NotFound, `${what} not found.`);
