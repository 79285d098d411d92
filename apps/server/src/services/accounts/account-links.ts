// What the registration and password-reset links do (decision 006). Reading a link tells its state;
// using it sets the password in one transaction that also spends the link (single use under
// concurrency) and, for a reset, ends every session and grant of the customer, so whoever knew
// the old password is signed out everywhere.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import { SlidingWindow } from '../../cache/sliding-window.ts';
import type { Database } from '../../db/schema.ts';
import type { CustomerTokenPurpose } from '../../db/tables/identity-tables.ts';
import { AppError } from '../../errors/app-error.ts';
import { findCredential, setConfirmedPassword } from '../../repositories/credential-repository.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  normalizeEmail,
} from '../../repositories/customer-repository.ts';
import { useCustomerToken } from '../../repositories/customer-token-repository.ts';
import { deletePayloadsOfAccount } from '../../repositories/oidc-payload-repository.ts';
import type { TenantRecord } from '../../tenancy/tenant-record.ts';
import type { MailOutbox } from '../mail-outbox.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { inviteCustomer, sendPasswordReset } from './account-mails.ts';
import { assertLinkUsable, findLink } from './customer-links.ts';
import { hashPassword } from './password-hash.ts';

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
  tenant: TenantRecord,
  purpose: CustomerTokenPurpose,
  input: { token: string; password: string },
  now: Date,
): Promise<{ email: string }> {
  // Hashing is slow on purpose: outside the transaction, which then only writes.
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const link = await findLink(trx, tenant.id, purpose, input.token);
    assertLinkUsable(link, now);
    const scope = { tenantId: tenant.id, customerId: link.customerId };
    await assertNotRegistered(trx, purpose, scope);
    if (!(await useCustomerToken(trx, tenant.id, link.id, now))) throw linkUsed();
    await setConfirmedPassword(trx, scope, passwordHash, now);
    if (purpose === 'password-reset') {
      await deletePayloadsOfAccount(trx, tenant.id, String(link.customerId));
    }
    return { email: await emailOf(trx, tenant.id, link.customerId) };
  });
}

/** A fresh invitation for the customer of a registration link that expired (or is still valid). */
async function resendInvitation(
  db: Kysely<Database>,
  outbox: MailOutbox,
  tenant: TenantRecord,
  token: string,
  now: Date,
): Promise<{ email: string }> {
  const link = await findLink(db, tenant.id, 'confirm-registration', token);
  if (link.usedAt) throw linkUsed();
  await assertNotRegistered(db, 'confirm-registration', {
    tenantId: tenant.id,
    customerId: link.customerId,
  });
  return inviteCustomer(db, outbox, tenant, link.customerId, now);
}

/** Reset mails per e-mail address in 15 minutes (on top of 5 requests per client address). */
export const RESET_REQUESTS_PER_ADDRESS = 3;

/** Sends a reset link; an unknown address is said so (spec §8: 'account not found'). */
async function requestPasswordReset(
  db: Kysely<Database>,
  outbox: MailOutbox,
  tenant: TenantRecord,
  email: string,
  now: Date,
  resetRequestsPerAddress: SlidingWindow,
): Promise<{ email: string }> {
  // Per address, whoever asks and whether an account has it (so the limit tells nothing):
  // mail to one inbox stays rare, and probing addresses costs a window per address.
  if (!resetRequestsPerAddress.take(`${tenant.id}:${normalizeEmail(email)}`, now.getTime())) {
    throw new AppError(
      ErrorCode.RateLimited,
      'Too many reset requests for this address. Please wait 15 minutes before trying again.',
    );
  }
  const customer = await findCustomerByEmail(db, tenant.id, email);
  if (!customer) {
    throw new AppError(ErrorCode.AccountNotFound, 'No account was found for this e-mail address.', {
      field: 'email',
    });
  }
  return sendPasswordReset(db, outbox, tenant, customer, now);
}

export function createAccountLinkService({
  db,
  outbox,
  clock,
}: Pick<ServiceDeps, 'db' | 'outbox' | 'clock'>): AccountLinkService {
  const resetRequests = new SlidingWindow({
    limit: RESET_REQUESTS_PER_ADDRESS,
    windowMs: 15 * 60_000,
  });
  return {
    read: (tenant, purpose, token) => readLink(db, tenant, purpose, token, clock()),
    setPassword: (tenant, purpose, input) =>
      useLinkToSetPassword(db, tenant, purpose, input, clock()),
    resendInvitation: (tenant, token) => resendInvitation(db, outbox, tenant, token, clock()),
    requestPasswordReset: (tenant, email) =>
      requestPasswordReset(db, outbox, tenant, email, clock(), resetRequests),
  };
}
