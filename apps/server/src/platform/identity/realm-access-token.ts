// What every access token the portal accepts must be (decision 006), whoever it was issued to: a
// JWT signed with an accepted algorithm by a key of the tenant's realm, issued by that realm,
// for the audience of the API it is presented to, marked as an access token, within its validity
// and not issued in the future. The customer API (access-token-verifier.ts) and the integration
// API (integration-token-verifier.ts) differ only in their audience and in whom the token names.
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { ACCEPTED_ALGORITHMS } from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { RealmKeySource } from './realm-key-source.ts';

export interface RealmTokenOptions {
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

export type RealmAccessTokenCheck = (
  token: string,
  tenant: TenantRecord,
  expect: { audience: string; requiredClaims: readonly string[] },
) => Promise<JWTPayload | undefined>;

/** The token's payload when it is a valid access token of the tenant's realm for the audience;
 * undefined otherwise (never throws for a bad token; logs what is not a token's fault). */
export function createRealmAccessTokenCheck(options: RealmTokenOptions): RealmAccessTokenCheck {
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
  return async (token, tenant, expect) => {
    const issuer = options.issuerOf(tenant);
    const verifyWith = async (fresh: boolean) =>
      jwtVerify(token, keySetOf(await options.keys.publicKeys(tenant, { fresh })), {
        algorithms: [...ACCEPTED_ALGORITHMS],
        issuer,
        audience: expect.audience,
        clockTolerance: 5,
        currentDate: options.clock(),
        requiredClaims: ['exp', 'iat', ...expect.requiredClaims],
      });
    // Not even a JWT (`abc`): the caller's fault, refused without a log line (jose throws a
    // TypeError, not a JOSEError, for what it cannot decode).
    const decoded = decodedOrUndefined(token);
    if (!decoded) return undefined;
    try {
      if (KEY_POINTING_HEADERS.some((name) => name in decoded.header)) return undefined;
      // Another issuer's token can never verify here: refused before any key is looked up, so
      // that tokens of other realms (or of the tenant's former one) cannot spend the realm's
      // refetch budget for unknown key ids, which a key rotation needs. The signature still
      // decides; this only saves the look-up.
      if (decoded.payload.iss !== issuer) return undefined;
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
      if (result.payload.exp === undefined) return undefined;
      return result.payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      options.log?.(`${expect.audience} token verification failed unexpectedly`, error);
      return undefined;
    }
  };
}

function decodedOrUndefined(token: string) {
  try {
    return { header: decodeProtectedHeader(token), payload: decodeJwt(token) };
  } catch {
    return undefined;
  }
}
