// Introspection (RFC 7662) of the realm's own JWT access tokens. The provider looks up only the
// tokens it stores and refuses a JWT outright ("Structured JWT Tokens cannot be introspected"),
// yet every access token of the realm is a JWT. The provider still authenticates the calling
// client and refuses the JWT; this middleware then answers in its place: active only when the
// token verifies against the realm's own keys and issuer, has not expired, belongs to the calling
// client (the same policy as for stored tokens, provider-configuration.ts), and, for a customer's
// token, its grant and session still exist. Anything else is `{ "active": false }`, never an
// error: RFC 7662 §2.2.
import { createLocalJWKSet, type JWK, type JWTPayload, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import { keycloakRoutes } from './provider-configuration.ts';

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

export function jwtIntrospection(issuer: string, privateJwks: readonly JWK[]): ProviderMiddleware {
  const verify = ownJwtVerifier(issuer, privateJwks);
  return async (ctx, next) => {
    await next();
    if (!refusedAsJwt(ctx, keycloakRoutes.introspection)) return;
    const { client, params } = ctx.oidc;
    const token = params?.token;
    if (!client || typeof token !== 'string') return;
    const payload = (await verify(token)) ?? {};
    const active =
      payload.client_id === client.clientId &&
      typeof payload.exp === 'number' &&
      (await alive(ctx.oidc.provider, payload));
    ctx.status = 200;
    ctx.body = active ? { ...payload, active: true, token_type: 'Bearer' } : { active: false };
  };
}
