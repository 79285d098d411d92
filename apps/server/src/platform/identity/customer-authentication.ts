// Who is asking, for every call of the customer API: the bearer token is verified against the
// tenant's realm and the customer it names is loaded, once, into the request scope with their
// language. A valid token naming no customer of this tenant still authenticates (and finds no
// data), as it always did: what needs the customer's record refuses on its own terms.
import type { Kysely } from 'kysely';
import type { SessionEndings } from '../cache/session-endings.ts';
import type { Database } from '../db/schema.ts';
import type { AccessTokenVerifier, CustomerPrincipal } from '../scope/access-token.ts';
import type { RequestScope } from '../scope/request-scope.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { findCustomerById } from './customer-repository.ts';
import { languageOf } from './language.ts';
import { createTokenLiveness } from './token-liveness.ts';

export interface CustomerAuthentication {
  authenticate(
    token: string,
    tenant: TenantRecord,
    client: RequestScope['client'],
  ): Promise<RequestScope | undefined>;
  /** The same, with the token's grant and session: what a live socket is held under. */
  authenticateSession(
    token: string,
    tenant: TenantRecord,
    client: RequestScope['client'],
  ): Promise<{ scope: RequestScope; principal: CustomerPrincipal } | undefined>;
}

export function createCustomerAuthentication(deps: {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
  sessionEndings: SessionEndings;
}): CustomerAuthentication {
  const liveness = createTokenLiveness(deps);
  const authenticateSession: CustomerAuthentication['authenticateSession'] = async (
    token,
    tenant,
    client,
  ) => {
    const principal = await deps.verifyAccessToken(token, tenant);
    if (!principal) return undefined;
    // A token of an ended session or revoked grant is refused, however long it would live.
    if (!(await liveness.isAlive(tenant, principal))) return undefined;
    const { customerId } = principal;
    const customer = await findCustomerById(deps.db, tenant.id, customerId);
    // An erased account signs in no more, whatever token it held (decision 098).
    if (customer?.erasedAt) return undefined;
    const language = languageOf(customer?.languageCode, tenant.defaultLanguage);
    const signIn = { sessionId: principal.sessionId, grantId: principal.grantId };
    return { scope: { tenant, customerId, language, customer, client, signIn }, principal };
  };
  return {
    authenticate: async (token, tenant, client) =>
      (await authenticateSession(token, tenant, client))?.scope,
    authenticateSession,
  };
}
