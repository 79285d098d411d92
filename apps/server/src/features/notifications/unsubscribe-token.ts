// The token of a notification mail's one-click unsubscribe (decision 096): the customer and the
// kind (or all kinds, for the digest), signed with HMAC-SHA-256 under a key of the installation derived per tenant, so that a
// token is worthless on another tenant's host, cannot be guessed, and cannot be changed to
// another customer or kind. It does not expire: an old mail's link keeps working, as RFC 8058 asks.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  isNotificationKind,
  type NotificationKind,
} from '@portal/contract/notification-preferences';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { findOrCreateSecret } from '../../platform/identity/installation-secret-repository.ts';

/** A kind's e-mails, or all of them (the daily digest tells of several kinds). */
export type UnsubscribeTarget = NotificationKind | 'all';

export interface UnsubscribeClaim {
  customerId: number;
  kind: UnsubscribeTarget;
}

const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([a-zA-Z]{1,40})\.([A-Za-z0-9_-]{43})$/;

export function loadUnsubscribeSecret(db: Kysely<Database>, now: Date): Promise<string> {
  return findOrCreateSecret(
    db,
    'unsubscribe-secret',
    () => randomBytes(32).toString('base64url'),
    now,
  );
}

function signature(secret: string, tenantId: number, claim: UnsubscribeClaim): Buffer {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${tenantId}:${claim.customerId}:${claim.kind}`)
    .digest();
}

export function signUnsubscribe(secret: string, tenantId: number, claim: UnsubscribeClaim): string {
  const mac = signature(secret, tenantId, claim).toString('base64url');
  return `${claim.customerId}.${claim.kind}.${mac}`;
}

/** The claim of a token signed for this tenant, or undefined. */
export function readUnsubscribe(
  secret: string,
  tenantId: number,
  token: string,
): UnsubscribeClaim | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const kind = match[2];
  if (kind !== 'all' && !isNotificationKind(kind)) return undefined;
  const claim: UnsubscribeClaim = { customerId: Number(match[1]), kind };
  const given = Buffer.from(match[3], 'base64url');
  const expected = signature(secret, tenantId, claim);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : undefined;
}
