// What the registration and password-reset links do (decision 006). Reading a link tells its state;
// using it sets the password in one transaction that also spends the link (single use under
// concurrency) and, for a reset, ends every session and grant of the customer, so whoever knew
// the old password is signed out everywhere, on every instance at once (decision 023). A confirmed
// registration is recorded as the account.confirmed integration event in that transaction.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { AttemptRule } from '../../platform/cache/attempt-counter.ts';
import { type AttemptLimits, createAttemptLimits } from '../../platform/cache/attempt-limits.ts';
import type { SessionEndings } from '../../platform/cache/session-endings.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerTokenPurpose } from '../../platform/db/tables/identity-tables.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findCredential,
  setConfirmedPassword,
} from '../../platform/identity/credential-repository.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  normalizeEmail,
} from '../../platform/identity/customer-repository.ts';
import { deletePayloadsOfAccount } from '../../platform/identity/oidc-payload-repository.ts';
import { hashPassword } from '../../platform/identity/password-hash.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { inviteCustomer, sendPasswordReset } from './account-mails.ts';
import { assertLinkUsable, findLink } from './customer-links.ts';
import { useCustomerToken } from './customer-token-repository.ts';

export interface AccountLinkService {
  /** Whether a registration or password-reset link can be used, and for which address. */
  read(
    tenant: TenantRecord,
    purpose: CustomerTokenPurpose,
    token: string,
  ): Promise<{ email: string; state: 'valid' }>;
  setPassword(
    tenant: TenantRecord,
    purpose: CustomerTokenPurpose,
    input: { token: string; password: string },
  ): Promise<{ email: string }>;
  resendInvitation(tenant: TenantRecord, token: string): Promise<{ email: string }>;
  requestPasswordReset(tenant: TenantRecord, email: string): Promise<{ email: string }>;
}

function linkUsed(): AppError {
  return new AppError(ErrorCode.LinkUsed, 'This link has already been used.', { field: 'token' });
}

async function emailOf(db: Kysely<Database>, tenantId: number, customerId: number) {
  const customer = await findCustomerById(db, tenantId, customerId);
  if (!customer) throw new AppError(ErrorCode.NotFound, 'This link is not valid.');
  return customer.email;
}

/** A registration link whose customer registered meanwhile (e.g. by a reset) counts as used. */
async function assertNotRegistered(
  db: Kysely<Database>,
  purpose: CustomerTokenPurpose,
  scope: { tenantId: number; customerId: number },
): Promise<void> {
  if (purpose !== 'confirm-registration') return;
  if ((await findCredential(db, scope))?.confirmedAt) throw linkUsed();
}

async function readLink(
  db: Kysely<Database>,
  tenant: TenantRecord,
  purpose: CustomerTokenPurpose,
  token: string,
  now: Date,
): Promise<{ email: string; state: 'valid' }> {
  const link = await findLink(db, tenant.id, purpose, token);
  assertLinkUsable(link, now);
  await assertNotRegistered(db, purpose, { tenantId: tenant.id, customerId: link.customerId });
  return { email: await emailOf(db, tenant.id, link.customerId), state: 'valid' };
}

async function useLinkToSetPassword(
  db: Kysely<Database>,
  endings: SessionEndings,
  tenant: TenantRecord,
  purpose: CustomerTokenPurpose,
  input: { token: string; password: string },
  now: Date,
): Promise<{ email: string }> {
  // Hashing is slow on purpose: outside the transaction, which then only writes.
  const passwordHash = await hashPassword(input.password);
  const { email, customerId } = await db.transaction().execute(async (trx) => {
    const link = await findLink(trx, tenant.id, purpose, input.token);
    assertLinkUsable(link, now);
    const scope = { tenantId: tenant.id, customerId: link.customerId };
    await assertNotRegistered(trx, purpose, scope);
    if (!(await useCustomerToken(trx, tenant.id, link.id, now))) throw linkUsed();
    await setConfirmedPassword(trx, scope, passwordHash, now);
    if (purpose === 'password-reset') {
      await deletePayloadsOfAccount(trx, tenant.id, String(link.customerId));
    }
    const email = await emailOf(trx, tenant.id, link.customerId);
    if (purpose === 'confirm-registration') {
      await recordIntegrationEvent(trx, {
        tenantId: tenant.id,
        type: 'account.confirmed',
        entityId: link.customerId,
        data: { customerId: link.customerId, email, confirmedAt: now.toISOString() },
        at: now,
      });
    }
    return { email, customerId: link.customerId };
  });
  // Told once committed, so that an instance hearing it reads the sessions already gone.
  if (purpose === 'password-reset') endings.publish({ tenantId: tenant.id, customerId });
  return { email };
}

/** Invitations resent per account in 15 minutes, whoever asks (decision 023). */
export const INVITATIONS_PER_ACCOUNT: AttemptRule = {
  name: 'invitations-per-account',
  limit: 3,
  windowMs: 15 * 60_000,
};

/** A fresh invitation for the customer of a registration link that expired (or is still valid). */
async function resendInvitation(
  db: Kysely<Database>,
  outbox: MailOutbox,
  limits: AttemptLimits,
  tenant: TenantRecord,
  token: string,
  now: Date,
): Promise<{ email: string }> {
  const link = await findLink(db, tenant.id, 'confirm-registration', token);
  if (link.usedAt) throw linkUsed();
  // Mail to one inbox stays rare, however many copies of the link (or clients) ask.
  await limits.take(
    INVITATIONS_PER_ACCOUNT,
    `${tenant.id}:${link.customerId}`,
    'Too many invitations were sent for this account. Please wait 15 minutes before trying again.',
  );
  await assertNotRegistered(db, 'confirm-registration', {
    tenantId: tenant.id,
    customerId: link.customerId,
  });
  return inviteCustomer(db, outbox, tenant, link.customerId, now);
}

/** Reset mails per e-mail address in 15 minutes (on top of 5 requests per client address). */
export const RESET_REQUESTS_PER_ADDRESS = 3;
const resetRequestsPerEmail: AttemptRule = {
  name: 'reset-requests-per-email',
  limit: RESET_REQUESTS_PER_ADDRESS,
  windowMs: 15 * 60_000,
};

/** Sends a reset link; an unknown address is said so (spec §8: 'account not found'). */
async function requestPasswordReset(
  db: Kysely<Database>,
  outbox: MailOutbox,
  tenant: TenantRecord,
  email: string,
  now: Date,
  limits: AttemptLimits,
): Promise<{ email: string }> {
  // Per address, whoever asks and whether an account has it (so the limit tells nothing):
  // mail to one inbox stays rare, and probing addresses costs a window per address.
  await limits.take(
    resetRequestsPerEmail,
    `${tenant.id}:${normalizeEmail(email)}`,
    'Too many reset requests for this address. Please wait 15 minutes before trying again.',
  );
  const customer = await findCustomerByEmail(db, tenant.id, email);
  if (!customer) {
    throw new AppError(ErrorCode.AccountNotFound, 'No account was found for this e-mail address.', {
      field: 'email',
    });
  }
  return sendPasswordReset(db, outbox, tenant, customer, now);
}

export function createAccountLinkService(
  deps: Pick<ServiceDeps, 'db' | 'outbox' | 'clock' | 'attempts' | 'sessionEndings'>,
): AccountLinkService {
  const { db, outbox, clock, sessionEndings } = deps;
  const limits = createAttemptLimits(deps);
  return {
    read: (tenant, purpose, token) => readLink(db, tenant, purpose, token, clock()),
    setPassword: (tenant, purpose, input) =>
      useLinkToSetPassword(db, sessionEndings, tenant, purpose, input, clock()),
    resendInvitation: (tenant, token) =>
      resendInvitation(db, outbox, limits, tenant, token, clock()),
    requestPasswordReset: (tenant, email) =>
      requestPasswordReset(db, outbox, tenant, email, clock(), limits),
  };
}
