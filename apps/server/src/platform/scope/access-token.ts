// What a verified access token says: the customer it was issued to, in which session, until when.
// The verifier is the identity provider's business (platform/identity/access-token-verifier.ts);
// the API only needs its shape.
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { CustomerOwner } from './request-scope.ts';

export interface CustomerPrincipal {
  customerId: number;
  /** The session the token belongs to (its `sid` claim), when the issuer names one. */
  sessionId?: string;
  /** The grant the token was issued under (its `grant_id` claim), in embedded realms. */
  grantId?: string;
  /** When the token expires (its `exp` claim), in seconds since the epoch. */
  expiresAt: number;
}

/** Resolves a bearer token of the tenant's realm to its customer, or undefined when not valid. */
export type AccessTokenVerifier = (
  token: string,
  tenant: TenantRecord,
) => Promise<CustomerPrincipal | undefined>;

/**
 * Verified tokens are remembered until they expire; whoever ends a session or shuts a customer
 * out evicts theirs, so that the next call verifies them again.
 */
export interface VerifiedTokenEviction {
  /** Forgets every token of that session (`sid`). */
  evictSession(sessionId: string): void;
  /** Forgets every token issued under that grant (`grant_id`). */
  evictGrant(grantId: string): void;
  /** Forgets every token of that customer of that tenant. */
  evictCustomer(owner: CustomerOwner): void;
}
