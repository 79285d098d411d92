// Verifies the bearer access tokens of API calls (decision 006). A token is accepted only when it
// is a JWT access token signed with an allowed algorithm by a key of the realm of the tenant named
// by x-subdomain, issued by that realm, for the portal API, and within its validity. The customer
// comes from the token's subject, never from the request.
import type { JWTPayload } from 'jose';
import type { CustomerPrincipal } from '../scope/access-token.ts';
import { API_AUDIENCE } from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { createRealmAccessTokenCheck, type RealmTokenOptions } from './realm-access-token.ts';

/** The customer: an external issuer's `customer_id` claim (a Keycloak User Attribute mapper,
 * a number or a string as the mapper's claim type says), else the subject. Written plainly in
 * decimal only: ` 42`, `0x2a` or `42.0` are not read as 42. */
function customerIdOf(payload: JWTPayload): number | undefined {
  const claimed = payload.customer_id ?? payload.sub;
  const id =
    typeof claimed === 'number'
      ? claimed
      : typeof claimed === 'string' && /^[1-9][0-9]*$/.test(claimed)
        ? Number(claimed)
        : undefined;
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function createAccessTokenVerifier(options: RealmTokenOptions) {
  const check = createRealmAccessTokenCheck(options);
  return async (token: string, tenant: TenantRecord): Promise<CustomerPrincipal | undefined> => {
    const payload = await check(token, tenant, {
      audience: API_AUDIENCE,
      requiredClaims: ['sub'],
    });
    if (!payload) return undefined;
    const customerId = customerIdOf(payload);
    const { exp, sid, grant_id: grantId } = payload;
    if (customerId === undefined || exp === undefined) return undefined;
    return {
      customerId,
      expiresAt: exp,
      ...(typeof sid === 'string' ? { sessionId: sid } : {}),
      ...(typeof grantId === 'string' ? { grantId } : {}),
    };
  };
}
