// What a Keycloak client reads from a realm besides OpenID discovery: the realm's public
// description (GET /auth/realms/{realm}, and without /auth as Keycloak 17+ serves it) and the
// iframe pages keycloak-js uses for check-sso and its third-party-cookie check
// (keycloak-client-pages.ts). These pages alone may be framed, and only by the tenant's own origin;
// helmet's X-Frame-Options: DENY is lifted for them, as frame-ancestors takes its place.
import { createPublicKey } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { embeddedIssuer } from '../tenancy/realm-settings.ts';
import type { TenantDirectory } from '../tenancy/tenant-directory.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';
import {
  type ClientPage,
  loginStatusIframe,
  thirdPartyCookieStep1,
  thirdPartyCookieStep2,
} from './keycloak-client-pages.ts';
import type { RealmKeyCipher } from './realm-key-cipher.ts';
import { listRealmKeys } from './realm-keys.ts';
import type { RealmProviders } from './realm-provider.ts';
import { realmTenant } from './realm-tenant.ts';

interface Options {
  providers: RealmProviders;
  tenants: TenantDirectory;
  config: Pick<AppConfig, 'tenantOriginTemplate'>;
  db: Kysely<Database>;
  cipher: RealmKeyCipher;
}

const realmParams = z.strictObject({ tenant: z.string().check(z.maxLength(63)) });
const initQuery = z.looseObject({
  client_id: z.string().check(z.maxLength(200)),
  origin: z.string().check(z.maxLength(400)),
});

/** The realm's current RS256 public key as Keycloak publishes it: SPKI DER, base64. */
async function currentPublicKey(options: Options, tenantId: number): Promise<string | undefined> {
  const keys = await listRealmKeys(options.db, options.cipher, tenantId);
  const current = keys.find((key) => key.retiredAt === null && key.privateJwk.alg === 'RS256');
  if (!current) return undefined;
  const publicKey = createPublicKey({ key: { ...current.privateJwk }, format: 'jwk' });
  return publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

function sendPage(reply: FastifyReply, page: ClientPage): FastifyReply {
  reply.raw.removeHeader('x-frame-options');
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.contentSecurityPolicy)
    .send(page.html);
}

export const keycloakRealmRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const tenantOf = (params: unknown) =>
    realmTenant(options.tenants, realmParams.parse(params).tenant);

  const describe = async (params: unknown) => {
    const tenant = await tenantOf(params);
    // Building the provider makes sure the realm has its keys.
    await options.providers.providerFor(tenant);
    const issuer = embeddedIssuer(options.config, tenant.subdomain);
    return {
      realm: tenant.subdomain,
      public_key: (await currentPublicKey(options, tenant.id)) ?? null,
      'token-service': `${issuer}/protocol/openid-connect`,
      'account-service': `${issuer}/account`,
      // Keycloak's "not before" push revocation; the portal revokes by session and grant instead.
      'tokens-not-before': 0,
    };
  };
  app.get('/auth/realms/:tenant', async (request) => describe(request.params));
  app.get('/realms/:tenant', async (request) => describe(request.params));

  const pages: Record<string, (frameAncestor: string) => ClientPage> = {
    '3p-cookies/step1.html': thirdPartyCookieStep1,
    '3p-cookies/step2.html': thirdPartyCookieStep2,
    'login-status-iframe.html': loginStatusIframe,
  };
  for (const [path, render] of Object.entries(pages)) {
    app.get(`/auth/realms/:tenant/protocol/openid-connect/${path}`, async (request, reply) => {
      const tenant = await tenantOf(request.params);
      return sendPage(reply, render(tenantOrigin(options.config, tenant.subdomain)));
    });
  }

  const statusPath = '/auth/realms/:tenant/protocol/openid-connect/login-status-iframe.html';
  // 204 when the origin is one the client redirects to (as CORS is decided), 403 otherwise.
  app.get(`${statusPath}/init`, async (request, reply) => {
    const tenant = await tenantOf(request.params);
    const query = initQuery.safeParse(request.query);
    const provider = await options.providers.providerFor(tenant);
    const client = query.success ? await provider.Client.find(query.data.client_id) : undefined;
    const allowed =
      query.success &&
      (client?.redirectUris ?? []).some((uri) => new URL(uri).origin === query.data.origin);
    if (!allowed) {
      throw new AppError(ErrorCode.Forbidden, "The origin is not one of the client's.");
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
  // The session the realm's cookie names, as the `sid` claim names it; empty when signed out.
  // Same-origin only: no CORS header, so no other site can read it.
  app.get(`${statusPath}/session`, async (request, reply) => {
    const tenant = await tenantOf(request.params);
    const provider = await options.providers.providerFor(tenant);
    const session = await provider.Session.get(provider.createContext(request.raw, reply.raw));
    const sid = session.accountId ? session.uid : '';
    return reply.header('cache-control', 'no-store').send({ sid });
  });
};
