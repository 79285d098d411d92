// Verifies the bearer access tokens of API calls (decision 006). A token is accepted only when it
// is a JWT access token signed with an allowed algorithm by a key of the realm of the tenant named
// by x-subdomain, issued by that realm, for the portal API, and within its validity. The customer
// comes from the token's subject, never from the request.
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyOptions,
  jwtVerify,
} from 'jose';
import type { CustomerPrincipal } from '../scope/access-token.ts';
import { ACCEPTED_ALGORITHMS, API_AUDIENCE } from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { RealmKeySource } from './realm-key-source.ts';

interface VerifierOptions {
  keys: RealmKeySource;
  issuerOf: (tenant: TenantRecord) => string;
  clock: () => Date;
  log?: (message: string, error: unknown) => void;
}

/** Header parameters that point a verifier at other keys: ours never use them, and a token that
 * carries one is refused outright rather than trusted to be ignored. Unknown `crit` extensions
 * are refused by jose itself. */
const KEY_POINTING_HEADERS = ['jku', 'x5u', 'jwk', 'x5c'] as const;

/** How far in the future an `iat` may lie (clocks drift; a token from the future is forged). */
const MAX_IAT_AHEAD_SECONDS = 60;

/** Embedded realms mark access tokens `at+jwt` (RFC 9068); Keycloak marks them `typ: Bearer`. */
function isAccessToken(
  tenant: TenantRecord,
  header: { typ?: string },
  payload: JWTPayload,
): boolean {
  if (tenant.realm.externalIssuer) return payload.typ === 'Bearer';
  return header.typ?.toLowerCase() === 'at+jwt';
}

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

export function createAccessTokenVerifier(options: VerifierOptions) {
  // jose imports each key once per local key set; keep one set per fetched JWKS to reuse that.
  const keySets = new WeakMap<JSONWebKeySet, ReturnType<typeof createLocalJWKSet>>();
  const keySetOf = (jwks: JSONWebKeySet) => {
    let keySet = keySets.get(jwks);
    if (!keySet) {
      keySet = createLocalJWKSet(jwks);
      keySets.set(jwks, keySet);
    }
    return keySet;
  };
  return async (token: string, tenant: TenantRecord): Promise<CustomerPrincipal | undefined> => {
    const verifyOptions: JWTVerifyOptions = {
      algorithms: [...ACCEPTED_ALGORITHMS],
      issuer: options.issuerOf(tenant),
      audience: API_AUDIENCE,
      clockTolerance: 5,
      currentDate: options.clock(),
      requiredClaims: ['exp', 'iat', 'sub'],
    };
    const verifyWith = async (fresh: boolean) => {
      const keySet = keySetOf(await options.keys.publicKeys(tenant, { fresh }));
      return jwtVerify(token, keySet, verifyOptions);
    };
    try {
      const header = decodeProtectedHeader(token);
      if (KEY_POINTING_HEADERS.some((name) => name in header)) return undefined;
      // Another issuer's token can never verify here: refused before any key is looked up, so
      // that tokens of other realms (or of the tenant's former one) cannot spend the realm's
      // refetch budget for unknown key ids, which a key rotation needs. The signature still
      // decides; this only saves the look-up.
      if (decodeJwt(token).iss !== verifyOptions.issuer) return undefined;
      let result: Awaited<ReturnType<typeof verifyWith>>;
      try {
        result = await verifyWith(false);
      } catch (error) {
        // A key we have not seen (rotation, or a cache older than the key): refetch once.
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        result = await verifyWith(true);
      }
      if (!isAccessToken(tenant, result.protectedHeader, result.payload)) return undefined;
      const now = options.clock().getTime() / 1000;
      if ((result.payload.iat ?? 0) > now + MAX_IAT_AHEAD_SECONDS) return undefined;
      const customerId = customerIdOf(result.payload);
      const { exp, sid, grant_id: grantId } = result.payload;
      if (customerId === undefined || exp === undefined) return undefined;
      return {
        customerId,
        expiresAt: exp,
        ...(typeof sid === 'string' ? { sessionId: sid } : {}),
        ...(typeof grantId === 'string' ? { grantId } : {}),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      options.log?.('access token verification failed unexpectedly', error);
      return undefined;
    }
  };
}
