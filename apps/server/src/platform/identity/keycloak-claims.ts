// The claims a Keycloak client reads from an access token (keycloak-js's tokenParsed, Keycloak
// adapters' role checks), added to the portal's own access tokens: who the customer is
// (preferred_username, email, names), which client holds it (azp), when the customer signed in
// (auth_time), and the realm role every customer has. `sid` and `grant_id` also let the API refuse
// the token once its session or grant has ended. Integration clients' tokens name no customer and
// get none of this.
import type { KoaContextWithOIDC } from 'oidc-provider';

/** The one realm role of an embedded realm: a customer of the tenant. */
export const CUSTOMER_ROLE = 'customer';

interface CustomerToken {
  sessionUid?: string | undefined;
  grantId?: string | undefined;
  clientId?: string | undefined;
  scope?: string | undefined;
}

/** When the session signed in: from the code or refresh token this access token comes from. */
function authTimeOf(ctx: KoaContextWithOIDC): number | undefined {
  const { entities } = ctx.oidc;
  return (
    entities.AuthorizationCode?.authTime ??
    entities.RotatedRefreshToken?.authTime ??
    entities.RefreshToken?.authTime
  );
}

export async function customerTokenClaims(
  ctx: KoaContextWithOIDC,
  token: CustomerToken,
): Promise<Record<string, unknown>> {
  const account = ctx.oidc.entities.Account;
  const profile: Record<string, unknown> = account
    ? await account.claims('id_token', token.scope ?? '', {}, [])
    : {};
  const pick = (name: string) => (typeof profile[name] === 'string' ? profile[name] : undefined);
  const authTime = authTimeOf(ctx);
  return {
    sid: token.sessionUid,
    grant_id: token.grantId,
    typ: 'Bearer',
    azp: token.clientId,
    preferred_username: pick('email'),
    email: pick('email'),
    email_verified: profile.email_verified,
    given_name: pick('given_name'),
    family_name: pick('family_name'),
    name: pick('name'),
    ...(authTime !== undefined ? { auth_time: authTime } : {}),
    realm_access: { roles: [CUSTOMER_ROLE] },
  };
}
