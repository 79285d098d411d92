// An answer with no body carries no Content-Type. The provider answers a token revocation with
// 200 and an empty body (RFC 7009), which Koa would label text/plain; OpenID client libraries
// (oidc-client-ts among them) check the type of every answer against JSON and would report a
// revocation that worked as a failure.
import type Provider from 'oidc-provider';

type ProviderMiddleware = Parameters<Provider['use']>[0];

export const emptyAnswerUntyped: ProviderMiddleware = async (ctx, next) => {
  await next();
  if (ctx.body === '' || ctx.body === undefined || ctx.body === null) ctx.remove('Content-Type');
};
