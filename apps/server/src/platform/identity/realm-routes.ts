// Mounts every tenant's embedded provider under /auth/realms/{tenant}. The provider (a Koa app)
// gets the raw request with the prefix stripped from `url` and kept in `originalUrl`, which is how
// it finds its mount path for the URLs it generates. Proxy headers are overwritten with the
// tenant's configured origin, so issuer, endpoints and cookie security never depend on what a
// client sends. Body parsing is left to the provider. The token endpoint is throttled on failed
// client authentications, and runs with the presented Basic credentials at hand so that a client
// secret is checked against its stored hash (decision 075); so do introspection and revocation,
// where clients authenticate the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config/config.ts';
import { AppError } from '../errors/app-error.ts';
import type { TenantDirectory } from '../tenancy/tenant-directory.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';
import { basicCredentials, withPresentedCredentials } from './presented-client-secret.ts';
import { keycloakRoutes } from './provider-configuration.ts';
import type { RealmProviders } from './realm-provider.ts';
import { realmTenant } from './realm-tenant.ts';
import type { TokenThrottle } from './token-throttle.ts';
import { type UserinfoDeps, userinfoHandler } from './userinfo-route.ts';

interface Options {
  providers: RealmProviders;
  tenants: TenantDirectory;
  config: Pick<AppConfig, 'tenantOriginTemplate'>;
  userinfo: UserinfoDeps;
  tokenThrottle: TokenThrottle;
  clock: () => Date;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Where clients authenticate: each checks a secret against its hash and counts failures. */
const clientAuthenticatedPaths = new Set([
  keycloakRoutes.token,
  keycloakRoutes.introspection,
  keycloakRoutes.revocation,
]);

export const realmRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const handlers = new WeakMap<Provider, Handler>();
  const handlerOf = (provider: Provider): Handler => {
    let handler = handlers.get(provider);
    if (!handler) {
      handler = provider.callback();
      handlers.set(provider, handler);
    }
    return handler;
  };

  // The provider reads request bodies itself (form posts to the token endpoint and logout).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Userinfo reads the portal API's access tokens, which the provider cannot (userinfo-route.ts).
  const userinfo = userinfoHandler(options.userinfo);
  app.route<{ Params: { tenant: string } }>({
    method: ['GET', 'POST'],
    url: '/auth/realms/:tenant/protocol/openid-connect/userinfo',
    handler: async (request, reply) =>
      userinfo(request, reply, await realmTenant(options.tenants, request.params.tenant)),
  });

  app.all<{ Params: { tenant: string } }>('/auth/realms/:tenant/*', async (request, reply) => {
    const tenant = await realmTenant(options.tenants, request.params.tenant);
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    const mount = `/auth/realms/${tenant.subdomain}`;
    // The realm must be spelled plainly in the URL: the provider derives its mount from it.
    if (!url.startsWith(`${mount}/`))
      throw new AppError(ErrorCode.TenantNotFound, 'Unknown realm.');
    const provider = await options.providers.providerFor(tenant);
    const origin = new URL(tenantOrigin(options.config, tenant.subdomain));
    raw.originalUrl = url;
    raw.url = url.slice(mount.length) || '/';
    raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    raw.headers['x-forwarded-host'] = origin.host;
    raw.headers['x-forwarded-for'] = request.ip;
    const path = raw.url.split('?')[0];
    if (raw.method !== 'POST' || !clientAuthenticatedPaths.has(path ?? '')) {
      reply.hijack();
      await handlerOf(provider)(raw, reply.raw);
      return;
    }
    const presented = basicCredentials(raw.headers.authorization);
    // Keyed by tenant too: a client id names one tenant's client, and a guess at another
    // tenant's realm must not lock the real one out.
    const requester = {
      address: request.ip,
      clientId: presented && `${tenant.id}:${presented.clientId}`,
    };
    const wait = await options.tokenThrottle.blockedFor(requester, options.clock());
    if (wait !== undefined) {
      // OAuth's error shape (RFC 6749 §5.2), which the token endpoint's clients read.
      return reply
        .code(429)
        .header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))))
        .header('cache-control', 'no-store')
        .send({
          error: 'too_many_requests',
          error_description: 'Too many failed client authentications, try again later.',
        });
    }
    reply.hijack();
    await withPresentedCredentials(presented, () => handlerOf(provider)(raw, reply.raw));
    if (reply.raw.statusCode === 401) {
      await options.tokenThrottle.recordFailure(requester, options.clock());
    }
  });
};
