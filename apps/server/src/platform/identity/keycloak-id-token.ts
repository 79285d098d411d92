// The ID token claims a Keycloak client reads that the provider leaves out for the portal's
// client: `sid` (the provider adds it only for back-channel logout clients), `auth_time`,
// `azp` and `at_hash` (the provider hashes the access token only from the authorization
// endpoint, never from the token endpoint). The provider has no hook for ID token claims, so its
// per-provider IdToken and AccessToken classes are wrapped: the access token's value is kept
// with its object, and read back when the ID token of the same answer is issued.
import type Provider from 'oidc-provider';
import { ISSUED_CLAIMS } from './provider-configuration.ts';

/** Discovery lists exactly the claims issued: the provider's own list knows only its scopes'
 * claims, and its discovery configuration cannot replace a key it computes itself. */
export const listIssuedClaims: Parameters<Provider['use']>[0] = async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  if (ctx.path === '/.well-known/openid-configuration' && body && typeof body === 'object') {
    Object.assign(body, { claims_supported: ISSUED_CLAIMS });
  }
};

export function addKeycloakIdTokenClaims(provider: Provider): void {
  const values = new WeakMap<object, string>();
  const accessToken = provider.AccessToken.prototype;
  const save = accessToken.save;
  accessToken.save = async function saveAndKeep(this: typeof accessToken) {
    const value = await save.call(this);
    values.set(this, value);
    return value;
  };
  const idToken = provider.IdToken.prototype;
  const issue = idToken.issue;
  idToken.issue = function issueWithKeycloakClaims(
    this: typeof idToken,
    context: Parameters<typeof issue>[0],
  ) {
    const entities = this.ctx?.oidc.entities;
    const at = entities?.AccessToken;
    if (context.use === 'idtoken' && at) {
      const value = values.get(at);
      // The provider replaces the value with its left-half hash (OpenID Connect Core 3.1.3.6).
      if (value) this.set('at_hash', value);
      if (at.sessionUid) this.set('sid', at.sessionUid);
      if (at.clientId) this.set('azp', at.clientId);
      const authTime = this.available.auth_time;
      if (typeof authTime === 'number') this.set('auth_time', authTime);
    }
    return issue.call(this, context);
  };
}
