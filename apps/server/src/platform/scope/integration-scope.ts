// The integration API's request scope: which tenant is asked, by which of its
// integration clients, with which granted scopes. Built once per request by the integration
// API's authentication hook (identity/integration-authentication.ts) and handed to the
// integration services as one value, like the customer API's RequestScope; the hook checks the
// scope each route declares in its config.
import type { IntegrationScope } from '@portal/contract/integration-scopes';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The integration scope the route needs; required on every integration API route. A route
     * whose records each belong to an area (the batch) says PER_RECORD and checks each one. */
    integrationScope?: IntegrationScope | typeof PER_RECORD;
  }
  interface FastifyRequest {
    /** The integration API's request scope; set by that API's authentication hook only. */
    integration: IntegrationRequestScope;
  }
}

/** The scope of a route that checks the write scope of each record's area itself. */
export const PER_RECORD = 'per-record';

/** What a verified integration token says: the client it was issued to, its scopes, until when. */
export interface IntegrationPrincipal {
  clientId: string;
  scopes: ReadonlySet<IntegrationScope>;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

export interface IntegrationRequestScope {
  tenant: TenantRecord;
  clientId: string;
  scopes: ReadonlySet<IntegrationScope>;
}

/** Resolves a bearer token to the integration client of the tenant's realm, or undefined. */
export type IntegrationTokenVerifier = (
  token: string,
  tenant: TenantRecord,
) => Promise<IntegrationPrincipal | undefined>;

/** Whether the tenant's integration client still exists and is enabled: a token outlives neither
 * its client's removal nor its disabling. Implemented by the integration-client service. */
export type IsClientActive = (tenantId: number, clientId: string) => Promise<boolean>;
