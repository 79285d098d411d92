// Verifies the bearer tokens of the integration API (decision 054) against the
// contract of platform/tenancy/realm-settings.ts: a JWT signed with an accepted algorithm by a key
// of the realm of the tenant named by the request, issued by that realm, for INTEGRATION_AUDIENCE
// (so a customer's token, whose audience is the portal API, is refused), an access token
// (`at+jwt`), within its validity, naming its client (`client_id`) and its scopes (`scope`). Scopes
// that are not integration scopes are ignored, never trusted.
import { type IntegrationScope, integrationScopeSchema } from '@portal/contract/integration-scopes';
import type { JWTPayload } from 'jose';
import type { IntegrationPrincipal, IntegrationTokenVerifier } from '../scope/integration-scope.ts';
import { INTEGRATION_AUDIENCE } from '../tenancy/realm-settings.ts';
import { createRealmAccessTokenCheck, type RealmTokenOptions } from './realm-access-token.ts';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,200}$/;

function scopesOf(payload: JWTPayload): ReadonlySet<IntegrationScope> {
  const granted = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  const scopes = new Set<IntegrationScope>();
  for (const scope of granted) {
    const parsed = integrationScopeSchema.safeParse(scope);
    if (parsed.success) scopes.add(parsed.data);
  }
  return scopes;
}

export function createIntegrationTokenVerifier(
  options: RealmTokenOptions,
): IntegrationTokenVerifier {
  const check = createRealmAccessTokenCheck(options);
  return async (token, tenant): Promise<IntegrationPrincipal | undefined> => {
    const payload = await check(token, tenant, {
      audience: INTEGRATION_AUDIENCE,
      requiredClaims: ['client_id'],
    });
    if (!payload || payload.exp === undefined) return undefined;
    const clientId = payload.client_id;
    if (typeof clientId !== 'string' || !CLIENT_ID.test(clientId)) return undefined;
    // `sub` names the client too when present: a token whose two disagree is not ours.
    if (payload.sub !== undefined && payload.sub !== clientId) return undefined;
    return { clientId, scopes: scopesOf(payload), expiresAt: payload.exp };
  };
}
