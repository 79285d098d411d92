// Customers' passwords and login-failure counters. A row exists once a customer has chosen a
// password; `confirmedAt` says the registration (the e-mail address) is confirmed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CustomerOwner } from '../scope/request-scope.ts';

export interface CredentialRecord {
  passwordHash: string;
  confirmedAt: string | null;
  failedAttempts: number;
  lockedUntil: string | null;
}

export async function findCredential(
  db: Kysely<Database>,
  scope: CustomerOwner,
): Promise<CredentialRecord | undefined> {
  const row = await db
    .selectFrom('customer_credentials')
    .select(['password_hash', 'confirmed_at', 'failed_attempts', 'locked_until'])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .executeTakeFirst();
  return (
    row && {
      passwordHash: row.password_hash,
      confirmedAt: row.confirmed_at,
      failedAttempts: row.failed_attempts,
      lockedUntil: row.locked_until,
    }
  );
}

/** Sets the password, confirms the registration (if not yet) and lifts any lock. */
export async function setConfirmedPassword(
  db: Kysely<Database>,
  scope: CustomerOwner,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('customer_credentials')
    .values({
      tenant_id: scope.tenantId,
      customer_id: scope.customerId,
      password_hash: passwordHash,
      confirmed_at: at,
      failed_attempts: 0,
      locked_until: null,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'customer_id']).doUpdateSet((eb) => ({
        password_hash: passwordHash,
        confirmed_at: eb.fn.coalesce('customer_credentials.confirmed_at', eb.val(at)),
        failed_attempts: 0,
        locked_until: null,
        updated_at: at,
      })),
    )
    .execute();
}

/**
 * Counts one failed login; at `limit` failures the account is locked until `lockUntil` and the
 * counter starts again. Returns whether this failure locked the account.
 */
export async function recordFailedLogin(
  db: Kysely<Database>,
  scope: CustomerOwner,
  options: { limit: number; lockUntil: Date; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('customer_credentials')
    .set((eb) => ({
      failed_attempts: eb('failed_attempts', '+', 1),
      updated_at: options.now.toISOString(),
    }))
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (!row || row.failed_attempts < options.limit) return false;
  await db
    .updateTable('customer_credentials')
    .set({ failed_attempts: 0, locked_until: options.lockUntil.toISOString() })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .execute();
  return true;
}

export async function clearFailedLogins(
  db: Kysely<Database>,
  scope: CustomerOwner,
  now: Date,
): Promise<void> {
  await db
    .updateTable('customer_credentials')
    .set({ failed_attempts: 0, locked_until: null, updated_at: now.toISOString() })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where((eb) => eb.or([eb('failed_attempts', '>', 0), eb('locked_until', 'is not', null)]))
    .execute();
}
