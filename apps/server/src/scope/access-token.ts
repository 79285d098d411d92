// What a verified access token says: the customer it was issued to. The verifier is the identity
// provider's business (identity/access-token-verifier.ts); the API only needs its shape.
import type { TenantRecord } from '../tenancy/tenant-record.ts';

export interface CustomerPrincipal {
  customerId: number;
}

/** Resolves a bearer token of the tenant's realm to its customer, or undefined when not valid. */
export type AccessTokenVerifier = (
  token: string,
  tenant: TenantRecord,
) => Promise<CustomerPrincipal | undefined>;
