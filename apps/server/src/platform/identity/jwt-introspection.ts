// Introspection (RFC 7662) of the realm's own JWT access tokens. The provider looks up only the
// tokens it stores and refuses a JWT outright ("Structured JWT Tokens cannot be introspected"),
// yet every access token of the realm is a JWT. The provider still authenticates the calling
// client and refuses the JWT; this middleware then answers in its place: active only when the
// token verifies against the realm's own keys and issuer, has not expired, belongs to the calling
// client (the same policy as for stored tokens, provider-configuration.ts), and, for a customer's
// token, its grant and session still exist. Anything else is `{ "active": false }`, never an
// error: RFC 7662 §2.2. The realm's refresh tokens are JWTs too (refresh-token-jwt.ts); those are
// judged by their stored record, as the provider judges them: unused, unexpired, the caller's, and
// their grant still the same client's and account's.
import { createLocalJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import { keycloakRoutes } from './provider-configuration.ts';
import { looksLikeRefreshJwt } from './refresh-token-jwt.ts';

type ProviderMiddleware = Parameters<Provider['use']>[0];

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']);

function publicOnly(key: JWK): JWK {
  return Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name)));
}

async function alive(provider: Provider, payload: JWTPayload): Promise<boolean> {
  const { grant_id: grantId, sid } = payload;
  if (typeof grantId === 'string' && !(await provider.Grant.find(grantId))) return false;
  if (typeof sid === 'string' && !(await provider.Session.findByUid(sid))) return false;
  return true;
}

/** A realm's JWT access tokens, verified against its own keys and issuer. */
export function ownJwtVerifier(issuer: string, privateJwks: readonly JWK[]) {
  const keys = createLocalJWKSet({ keys: privateJwks.map(publicOnly) });
  return async (token: string): Promise<JWTPayload | undefined> => {
    try {
      return (await jwtVerify(token, keys, { issuer })).payload;
    } catch {
      return undefined;
    }
  };
}

/** Whether the provider refused the token at `path` only because it is a JWT. */
export function refusedAsJwt(
  ctx: { method: string; path: string; status: number; body: unknown },
  path: string,
): boolean {
  return (
    ctx.method === 'POST' &&
    ctx.path === path &&
    ctx.status === 400 &&
    (ctx.body as { error?: unknown } | undefined)?.error === 'unsupported_token_type'
  );
}

type ProviderContext = Parameters<ProviderMiddleware>[0];

/** The introspection answer for a refresh JWT: from the token the provider stores. */
async function refreshTokenAnswer(ctx: ProviderContext, token: string, clientId: string) {
  const { provider } = ctx.oidc;
  const stored = await provider.RefreshToken.find(token);
  if (!stored?.isValid || stored.clientId !== clientId) return { active: false };
  const grant = await provider.Grant.find(stored.grantId, { ignoreExpiration: true });
  if (!grant || grant.isExpired) return { active: false };
  if (grant.clientId !== stored.clientId || grant.accountId !== stored.accountId) {
    return { active: false };
  }
  return {
    active: true,
    client_id: stored.clientId,
    exp: stored.exp,
    iat: stored.iat,
    iss: provider.issuer,
    jti: stored.jti,
    scope: stored.scope,
    sid: stored.sid,
    sub: stored.accountId,
    token_type: 'refresh_token',
  };
}

export function jwtIntrospection(issuer: string, privateJwks: readonly JWK[]): ProviderMiddleware {
  const verify = ownJwtVerifier(issuer, privateJwks);
  return async (ctx, next) => {
    await next();
    if (!refusedAsJwt(ctx, keycloakRoutes.introspection)) return;
    const { client, params } = ctx.oidc;
    const token = params?.token;
    if (!client || typeof token !== 'string') return;
    if (looksLikeRefreshJwt(token)) {
      ctx.status = 200;
      ctx.body = await refreshTokenAnswer(ctx, token, client.clientId);
      return;
    }
    const payload = (await verify(token)) ?? {};
    const active =
      payload.client_id === client.clientId &&
      typeof payload.exp === 'number' &&
      (await alive(ctx.oidc.provider, payload));
    ctx.status = 200;
    ctx.body = active ? { ...payload, active: true, token_type: 'Bearer' } : { active: false };
  };
}
