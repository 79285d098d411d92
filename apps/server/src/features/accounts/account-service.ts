// The signed-in customer's own account: who they are (auth/me), their details (customers/me) and
// editing them. The customer was loaded once when the request was authenticated (scope.customer).

import { ErrorCode } from '@portal/contract/error-code';
import type { AccountUpdate, AuthMe, Customer } from '@portal/contract/identity';
import type { AttemptLimits } from '../../platform/cache/attempt-limits.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { updateCustomerAccount } from '../../platform/identity/customer-repository.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import type { CustomerRecord } from '../../platform/scope/customer-record.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { type ChangePassword, createChangePassword } from './password-change.ts';

export interface AccountService {
  authMe(scope: RequestScope): AuthMe;
  customerMe(scope: RequestScope): Customer;
  update(scope: RequestScope, changes: AccountUpdate): Promise<Customer>;
  /** A new password, given the current one; the customer's other sessions end. */
  changePassword: ChangePassword;
}

/** A valid token for a customer that no longer exists (or of another tenant) is no session. */
function signedIn(scope: RequestScope): CustomerRecord {
  if (!scope.customer) throw noAccount();
  return scope.customer;
}

function noAccount(): AppError {
  return new AppError(ErrorCode.Unauthenticated, 'The account does not exist.');
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

export function createAccountService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'sessionEndings'> & { attemptLimits: AttemptLimits },
): AccountService {
  const { db, clock } = deps;
  return {
    changePassword: createChangePassword(deps),
    authMe(scope) {
      const customer = signedIn(scope);
      return {
        customerIds: customer.id,
        email: customer.email,
        languageCode: customer.languageCode,
        countryCode: customer.countryCode,
      };
    },
    customerMe: (scope) => toCustomer(signedIn(scope)),
    update: (scope, changes) =>
      db.transaction().execute(async (trx) => {
        signedIn(scope);
        const now = clock();
        const owner = customerOwner(scope);
        const updated = await updateCustomerAccount(trx, owner, changes, now);
        // Deleted since the request was authenticated: no session any more.
        if (!updated) throw noAccount();
        await recordAudit(trx, {
          owner,
          action: 'account.updated',
          entity: { type: 'customer', id: scope.customerId },
          details: { fields: Object.keys(changes).sort() },
          at: now,
        });
        return toCustomer(updated);
      }),
  };
}
