// Refresh tokens in Keycloak's shape: a signed JWT that a client can decode (keycloak-js reads
// every token it is given as a JWT and gives up on an opaque one), carrying the provider's own
// random token id as `jti`. The provider still stores, rotates and judges each refresh token by
// that id: its stored record (client, grant, session, expiry, whether it was already used) decides
// everything, as before, and reuse of a rotated token still ends the grant.
// A presented token is read, not verified: the secret is the 256-bit id inside it, which nobody can
// guess, exactly as when the id alone was the token; the signature is for clients that check where
// a token came from. Judging by the stored record also keeps a week-old refresh token working
// after a key rotation has retired the key that signed it (keys stay published for much shorter).
import { decodeJwt, importJWK, type JWK, SignJWT } from 'jose';
import type Provider from 'oidc-provider';

/** Keycloak's `typ` for a session's refresh token and for an offline one. */
const REFRESH_TYPES = new Set(['Refresh', 'Offline']);
const signingAlgorithm = 'ES256';

/** The provider's token id inside a refresh JWT of this realm, or undefined for anything else. */
export function refreshTokenId(value: string, issuer: string): string | undefined {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(value);
  } catch {
    return undefined;
  }
  const { typ, iss, jti } = claims;
  if (typeof typ !== 'string' || !REFRESH_TYPES.has(typ) || iss !== issuer) return undefined;
  return typeof jti === 'string' && jti !== '' ? jti : undefined;
}

/** Whether a presented token is shaped as a refresh JWT (of any realm). */
export function looksLikeRefreshJwt(value: string): boolean {
  try {
    const { typ } = decodeJwt(value);
    return typeof typ === 'string' && REFRESH_TYPES.has(typ);
  } catch {
    return false;
  }
}

/** The provider's own step from a token to what it hands out and what it stores. */
interface TokenValueSource {
  getValueAndPayload(): Promise<{ value: string; payload: { iat?: unknown; exp?: unknown } }>;
}

/** The realm's current key for signing refresh tokens. */
function refreshSigningKey(privateJwks: readonly JWK[]): JWK {
  const key = privateJwks.find((jwk) => jwk.alg === signingAlgorithm);
  if (!key) throw new Error(`the realm has no ${signingAlgorithm} key`);
  return key;
}

/**
 * Makes this provider instance hand out its refresh tokens as JWTs and find them by the id inside.
 * Per instance: the provider builds its model classes for each instance, nothing global changes.
 */
export function issueRefreshTokensAsJwts(
  provider: Provider,
  issuer: string,
  privateJwks: readonly JWK[],
): void {
  const jwk = refreshSigningKey(privateJwks);
  const key = importJWK(jwk, signingAlgorithm);
  const RefreshToken = provider.RefreshToken;
  const prototype = RefreshToken.prototype as InstanceType<typeof RefreshToken> & TokenValueSource;
  const valueAndPayload = prototype.getValueAndPayload;
  prototype.getValueAndPayload = async function asJwt(this: typeof prototype) {
    const { payload } = await valueAndPayload.call(this);
    const offline = this.scopes.has('offline_access');
    const value = await new SignJWT({
      typ: offline ? 'Offline' : 'Refresh',
      azp: this.clientId,
      ...(this.sessionUid ? { sid: this.sessionUid } : {}),
      ...(this.scope ? { scope: this.scope } : {}),
    })
      .setProtectedHeader({ alg: signingAlgorithm, typ: 'JWT', kid: jwk.kid })
      .setIssuer(issuer)
      .setAudience(issuer)
      .setSubject(String(this.accountId))
      .setJti(this.jti)
      .setIssuedAt(Number(payload.iat))
      .setExpirationTime(Number(payload.exp))
      .sign(await key);
    return { value, payload };
  };
  const find = RefreshToken.find.bind(RefreshToken);
  // Replaced as a value: the provider calls it with whatever a client sent as the token.
  Object.assign(RefreshToken, {
    find(value: unknown, options?: { ignoreExpiration?: boolean }) {
      if (typeof value !== 'string') return Promise.resolve(undefined);
      // A refresh token issued before they were JWTs is still its bare id.
      const id = looksLikeRefreshJwt(value) ? refreshTokenId(value, issuer) : value;
      return id === undefined ? Promise.resolve(undefined) : find(id, options);
    },
  });
}
