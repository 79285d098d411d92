// Revocation (RFC 7009) of the realm's JWT access tokens, which the provider refuses outright as
// JWTs. A customer's access token is revoked by ending its grant, as RFC 7009 §2.1 allows ("MAY
// revoke the respective refresh token as well"): the grant's end is published as a session ending
// (kysely-adapter.ts), so every instance refuses the token within the bound of decision 020 (and
// at once with Redis, decision 023), on the API, userinfo and the live socket alike, exactly as
// for a revoked refresh token. A token that is not the caller's, does not verify or has already
// expired gets the 200 RFC 7009 prescribes for invalid tokens. A client-credentials token names
// no grant and cannot be revoked: it keeps the provider's `unsupported_token_type`. A refresh
// token is a JWT as well (refresh-token-jwt.ts): revoking it ends it and its grant, found by its
// stored record, exactly as the provider revokes a refresh token it can read.
import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import { ownJwtVerifier, refusedAsJwt } from './jwt-introspection.ts';
import { keycloakRoutes } from './provider-configuration.ts';
import { looksLikeRefreshJwt } from './refresh-token-jwt.ts';

type ProviderMiddleware = Parameters<Provider['use']>[0];

export function jwtRevocation(issuer: string, privateJwks: readonly JWK[]): ProviderMiddleware {
  const verify = ownJwtVerifier(issuer, privateJwks);
  return async (ctx, next) => {
    await next();
    if (!refusedAsJwt(ctx, keycloakRoutes.revocation)) return;
    const { client, params } = ctx.oidc;
    const token = params?.token;
    if (!client || typeof token !== 'string') return;
    const { provider } = ctx.oidc;
    if (looksLikeRefreshJwt(token)) {
      const stored = await provider.RefreshToken.find(token, { ignoreExpiration: true });
      if (stored && stored.clientId === client.clientId) {
        await stored.destroy();
        await (await provider.Grant.find(stored.grantId))?.destroy();
      }
      ctx.status = 200;
      ctx.body = '';
      return;
    }
    const payload = await verify(token);
    if (payload && payload.client_id === client.clientId) {
      const grantId = payload.grant_id;
      if (typeof grantId !== 'string') return;
      const grant = await provider.Grant.find(grantId);
      await grant?.destroy();
    }
    ctx.status = 200;
    ctx.body = '';
  };
}
