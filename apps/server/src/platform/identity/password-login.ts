// Checks an e-mail and password for the login interaction. A wrong password, an unknown address
// and an unconfirmed registration get the same answer after the same work (a password hash is
// always verified). Five failures lock an account for 15 minutes, twenty failures lock a client
// address; a locked login is refused even with the right password.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { clearFailedLogins, findCredential, recordFailedLogin } from './credential-repository.ts';
import { findCustomerByEmail, normalizeEmail } from './customer-repository.ts';
import { ACCOUNT_FAILURE_LIMIT, LOCK_MS, type LoginThrottle } from './login-throttle.ts';
import { verifyAgainstNothing, verifyPassword } from './password-hash.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Email or password is incorrect';
export const LOCKED_MESSAGE =
  'Too many failed login attempts. Please wait 15 minutes before trying again.';

export interface LoginAttempt {
  tenantId: number;
  email: string;
  password: string;
  /** The client's address (request.ip). */
  address: string;
}

function locked(retryAfterMs: number): AppError {
  return new AppError(ErrorCode.AccountLocked, LOCKED_MESSAGE, { retryAfterMs });
}

/** The customer id when the credentials are right; throws INVALID_CREDENTIALS or ACCOUNT_LOCKED. */
export async function checkPasswordLogin(
  db: Kysely<Database>,
  throttle: LoginThrottle,
  attempt: LoginAttempt,
  now: Date,
): Promise<number> {
  const addressBlocked = await throttle.blockedFor('address', attempt.address, now);
  if (addressBlocked !== undefined) throw locked(addressBlocked);
  const email = normalizeEmail(attempt.email);
  const customer = await findCustomerByEmail(db, attempt.tenantId, email);
  const scope = customer && { tenantId: attempt.tenantId, customerId: customer.id };
  const credential = scope && (await findCredential(db, scope));
  const usable = credential?.confirmedAt ? credential : undefined;
  const unknownKey = `${attempt.tenantId}:${email}`;

  if (usable?.lockedUntil && usable.lockedUntil > now.toISOString()) {
    throw locked(Date.parse(usable.lockedUntil) - now.getTime());
  }
  const unknownBlocked = usable ? undefined : await throttle.blockedFor('account', unknownKey, now);
  if (unknownBlocked !== undefined) throw locked(unknownBlocked);

  const valid = usable
    ? await verifyPassword(attempt.password, usable.passwordHash)
    : await verifyAgainstNothing(attempt.password);
  if (valid && scope) {
    await clearFailedLogins(db, scope, now);
    return scope.customerId;
  }

  await throttle.recordFailure('address', attempt.address, now);
  if (usable && scope) {
    // Count and lock together: concurrent failures cannot skip the lock.
    await db.transaction().execute((trx) =>
      recordFailedLogin(trx, scope, {
        limit: ACCOUNT_FAILURE_LIMIT,
        lockUntil: new Date(now.getTime() + LOCK_MS),
        now,
      }),
    );
  } else {
    await throttle.recordFailure('account', unknownKey, now);
  }
  throw new AppError(ErrorCode.InvalidCredentials, INVALID_CREDENTIALS_MESSAGE);
}
