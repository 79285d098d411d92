// The one-time links of registration and password reset: 32 random bytes (base64url) in the URL,
// a SHA-256 hash in the database, a purpose, an expiry and single use. Reading a link says why it
// cannot be used: unknown (404), expired or used (410).
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerTokenPurpose } from '../../platform/db/tables/identity-tables.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  type CustomerTokenRecord,
  findCustomerToken,
  insertCustomerToken,
} from './customer-token-repository.ts';

export const LINK_LIFETIME_MS: Record<CustomerTokenPurpose, number> = {
  'confirm-registration': 7 * 24 * 3600_000,
  'password-reset': 3600_000,
};

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates and stores a link token for the customer; returns the token to put in the URL. */
export async function createLinkToken(
  db: Kysely<Database>,
  scope: { tenantId: number; customerId: number },
  purpose: CustomerTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]);
  await insertCustomerToken(db, scope, { purpose, hash: hashLinkToken(token), expiresAt }, now);
  return token;
}

/** The stored token behind a link, whatever its state; 404 when unknown. */
export async function findLink(
  db: Kysely<Database>,
  tenantId: number,
  purpose: CustomerTokenPurpose,
  token: string,
): Promise<CustomerTokenRecord> {
  const link = await findCustomerToken(db, tenantId, purpose, hashLinkToken(token));
  if (!link) throw new AppError(ErrorCode.NotFound, 'This link is not valid.', { field: 'token' });
  return link;
}

/** Throws LINK_USED or LINK_EXPIRED unless the link can be used now. */
export function assertLinkUsable(link: CustomerTokenRecord, now: Date): void {
  if (link.usedAt) {
    throw new AppError(ErrorCode.LinkUsed, 'This link has already been used.', { field: 'token' });
  }
  if (link.expiresAt <= now.toISOString()) {
    throw new AppError(ErrorCode.LinkExpired, 'This link has expired.', { field: 'token' });
  }
}
