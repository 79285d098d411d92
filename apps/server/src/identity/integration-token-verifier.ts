// Verifies the bearer tokens of the integration API (issue 12 §1, decision 054) against the
// contract of tenancy/realm-settings.ts: a JWT signed with an accepted algorithm by a key of the
// realm of the tenant named by the request, issued by that realm, for INTEGRATION_AUDIENCE (so a
// customer's token, whose audience is the portal API, is refused), an access token (`at+jwt`),
// within its validity, naming its client (`client_id`) and its scopes (`scope`). Scopes that are
// not integration scopes are ignored, never trusted.
import { type IntegrationScope, integrationScopeSchema } from '@portal/contract/integration-scopes';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type { IntegrationPrincipal, IntegrationTokenVerifier } from '../scope/integration-scope.ts';
import { ACCEPTED_ALGORITHMS, INTEGRATION_AUDIENCE } from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { RealmKeySource } from './realm-key-source.ts';

interface VerifierOptions {
  keys: RealmKeySource;
  issuerOf: (tenant: TenantRecord) => string;
  clock: () => Date;
  log?: (message: string, error: unknown) => void;
}

/** Header parameters that point a verifier at other keys: refused outright (as for customers). */
const KEY_POINTING_HEADERS = ['jku', 'x5u', 'jwk', 'x5c'] as const;
const MAX_IAT_AHEAD_SECONDS = 60;
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

/** Embedded realms mark access tokens `at+jwt` (RFC 9068); Keycloak marks them `typ: Bearer`. */
function isAccessToken(tenant: TenantRecord, header: { typ?: string }, payload: JWTPayload) {
  if (tenant.realm.externalIssuer) return payload.typ === 'Bearer';
  return header.typ?.toLowerCase() === 'at+jwt';
}

export function createIntegrationTokenVerifier(options: VerifierOptions): IntegrationTokenVerifier {
  const keySets = new WeakMap<JSONWebKeySet, ReturnType<typeof createLocalJWKSet>>();
  const keySetOf = (jwks: JSONWebKeySet) => {
    let keySet = keySets.get(jwks);
    if (!keySet) {
      keySet = createLocalJWKSet(jwks);
      keySets.set(jwks, keySet);
    }
    return keySet;
  };
  return async (token, tenant): Promise<IntegrationPrincipal | undefined> => {
    const verifyWith = async (fresh: boolean) =>
      jwtVerify(token, keySetOf(await options.keys.publicKeys(tenant, { fresh })), {
        algorithms: [...ACCEPTED_ALGORITHMS],
        issuer: options.issuerOf(tenant),
        audience: INTEGRATION_AUDIENCE,
        clockTolerance: 5,
        currentDate: options.clock(),
        requiredClaims: ['exp', 'iat', 'client_id'],
      });
    try {
      const header = decodeProtectedHeader(token);
      if (KEY_POINTING_HEADERS.some((name) => name in header)) return undefined;
      let result: Awaited<ReturnType<typeof verifyWith>>;
      try {
        result = await verifyWith(false);
      } catch (error) {
        // A key not seen yet (rotation): fetch the realm's keys once more.
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        result = await verifyWith(true);
      }
      const { payload } = result;
      if (!isAccessToken(tenant, result.protectedHeader, payload)) return undefined;
      const now = options.clock().getTime() / 1000;
      if ((payload.iat ?? 0) > now + MAX_IAT_AHEAD_SECONDS) return undefined;
      const clientId = payload.client_id;
      if (typeof clientId !== 'string' || !CLIENT_ID.test(clientId)) return undefined;
      // `sub` names the client too when present: a token whose two disagree is not ours.
      if (payload.sub !== undefined && payload.sub !== clientId) return undefined;
      if (payload.exp === undefined) return undefined;
      return { clientId, scopes: scopesOf(payload), expiresAt: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      options.log?.('integration token verification failed unexpectedly', error);
      return undefined;
    }
  };
}
