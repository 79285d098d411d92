// The one request scope: which tenant is asked, which customer asks (their record and language,
// loaded once) and from where. Built once per request, by the tenant hook and the customer API's
// authentication hook, and handed to the services as one value. It sits in the platform
// (decisions 011 and 058) so that routes and services share it without depending on each other.
import type { Language } from '@portal/contract/portal';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { CustomerRecord } from './customer-record.ts';

export interface RequestScope {
  tenant: TenantRecord;
  customerId: number;
  /** The customer's interface language (their own, else the tenant's default). */
  language: Language;
  /**
   * The signed-in customer as loaded when the request was authenticated; undefined when the
   * token's customer does not exist in this tenant (deleted since, or another tenant's id). Then
   * every customer-owned look-up finds nothing, and what needs the record refuses.
   */
  customer: CustomerRecord | undefined;
  /** Where the request came from, for the audit entries of what the customer does. */
  client: { ip: string; userAgent: string };
  /**
   * The sign-in the token belongs to (its session and grant, where the issuer names them): what
   * a password change keeps while it ends the customer's other sessions.
   */
  signIn?: { sessionId?: string; grantId?: string };
}

/** The tenant and customer every customer-owned row is filtered by (what repositories take). */
export interface CustomerOwner {
  tenantId: number;
  customerId: number;
}

export function customerOwner(scope: RequestScope): CustomerOwner {
  return { tenantId: scope.tenant.id, customerId: scope.customerId };
}
