// The back office's write path: each change to a customer's records (changes/*-changes.ts) is its
// writes and the notification that tells the customer, applied in the transaction of the
// integration sync that calls it (sync/), so the customer hears of exactly the changes that
// happened, together with the external ids and PDFs the sync writes beside them.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import { type NotificationEvent, notify } from '../../notifications/index.ts';

export type Change<T> = (trx: Kysely<Database>) => Promise<{ result: T; tell?: NotificationEvent }>;

/** The change and its notification, in the caller's transaction. */
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

/** A record of another customer, or none: NOT_FOUND, and the transaction changes nothing. */
export const notFound = (what: string) => new AppError(ErrorCode.NotFound, `${what} not found.`);
