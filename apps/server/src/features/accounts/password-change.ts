// A signed-in customer changes their password. The current password proves it is them and not
// whoever holds an unlocked phone; the change then ends every other session of the account (a
// stolen session must not outlive the password it was opened with), keeping the one that asked.
import { ErrorCode } from '@portal/contract/error-code';
import type { PasswordChange, PasswordChanged } from '@portal/contract/identity';
import type { AttemptRule } from '../../platform/cache/attempt-counter.ts';
import type { AttemptLimits } from '../../platform/cache/attempt-limits.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findCredential,
  setConfirmedPassword,
} from '../../platform/identity/credential-repository.ts';
import { deletePayloadsOfAccountExcept } from '../../platform/identity/oidc-payload-repository.ts';
import { hashPassword, verifyPassword } from '../../platform/identity/password-hash.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';

/** Wrong current passwords are guesses: a few per account in 15 minutes, whatever the client. */
export const PASSWORD_CHANGES_PER_ACCOUNT: AttemptRule = {
  name: 'password-changes-per-account',
  limit: 5,
  windowMs: 15 * 60_000,
};

export type ChangePassword = (
  scope: RequestScope,
  input: PasswordChange,
) => Promise<PasswordChanged>;

/** Named as the schema's own refusals of this body are, so a form maps both the same way. */
function refused(field: keyof PasswordChange, message: string): AppError {
  return new AppError(ErrorCode.Validation, message, { field: `body.${field}` });
}

export function createChangePassword(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'sessionEndings'> & { attemptLimits: AttemptLimits },
): ChangePassword {
  const { db, clock, attemptLimits, sessionEndings: endings } = deps;
  return async (scope, input) => {
    if (!scope.customer)
      throw new AppError(ErrorCode.Unauthenticated, 'The account does not exist.');
    const owner = customerOwner(scope);
    await attemptLimits.take(
      PASSWORD_CHANGES_PER_ACCOUNT,
      `${owner.tenantId}:${owner.customerId}`,
      'Too many password changes for this account. Please wait 15 minutes before trying again.',
    );
    const credential = await findCredential(db, owner);
    if (!credential || !(await verifyPassword(input.currentPassword, credential.passwordHash))) {
      throw refused('currentPassword', 'The current password is not correct.');
    }
    if (input.newPassword === input.currentPassword) {
      throw refused('newPassword', 'The new password must differ from the current one.');
    }
    // Hashing is slow on purpose: outside the transaction, which then only writes.
    const passwordHash = await hashPassword(input.newPassword);
    const now = clock();
    const ended = await db.transaction().execute(async (trx) => {
      await setConfirmedPassword(trx, owner, passwordHash, now);
      const others = await deletePayloadsOfAccountExcept(
        trx,
        owner.tenantId,
        String(owner.customerId),
        scope.signIn ?? {},
      );
      await recordAudit(trx, {
        owner,
        action: 'account.password-changed',
        entity: { type: 'customer', id: owner.customerId },
        details: { otherSessionsEnded: others.sessionIds.length },
        at: now,
      });
      return others;
    });
    // Told once committed, so that an instance hearing it reads the sessions already gone; the
    // kept sign-in is never named, so its sockets and cached tokens live on.
    for (const grantId of ended.grantIds) endings.publish({ tenantId: owner.tenantId, grantId });
    for (const sessionId of ended.sessionIds) {
      endings.publish({ tenantId: owner.tenantId, sessionId });
    }
    return { otherSessionsEnded: ended.sessionIds.length };
  };
}
