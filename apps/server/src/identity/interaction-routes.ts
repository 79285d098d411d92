// The login interaction (decision 006). The provider sends the browser to
// /auth/realms/{tenant}/interaction/{uid}; that redirects to the SPA's /login page, which reads the
// interaction's details and posts the credentials back under the same path (so the provider's
// interaction cookie, scoped to that path, binds the request to this browser). The answer names
// where the browser goes next to finish the code flow.
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import { ErrorCode } from '@portal/contract/error-code';
import { interactionSchema, loginSchema, redirectSchema } from '@portal/contract/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { TenantRecord } from '../repositories/tenant-repository.ts';
import { ok, okResponse } from '../routes/schemas/responses.ts';
import type { TenantDirectory } from '../services/tenant-directory.ts';
import { firstPartyGrant, loginResult } from './interaction-grant.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { checkPasswordLogin } from './password-login.ts';
import type { RealmProviders } from './realm-provider.ts';
import { tenantOrigin } from './realm-settings.ts';
import { realmTenant } from './realm-tenant.ts';

interface Options {
  db: Kysely<Database>;
  providers: RealmProviders;
  tenants: TenantDirectory;
  throttle: LoginThrottle;
  config: Pick<AppConfig, 'tenantOriginTemplate'>;
  clock: () => Date;
}

/** The SPA turns this into 'Something went wrong while logging in. Please try again.' */
export const INTERACTION_EXPIRED_MESSAGE =
  'Something went wrong while logging in. Please try again.';

const params = z.strictObject({
  tenant: z.string().max(63),
  uid: z.string().regex(/^[\w-]{1,64}$/),
});

function interactionExpired(cause?: unknown): AppError {
  return new AppError(ErrorCode.Validation, INTERACTION_EXPIRED_MESSAGE, {
    field: 'interaction',
    cause,
  });
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export const interactionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  async function open(
    request: FastifyRequest<{ Params: z.infer<typeof params> }>,
    reply: FastifyReply,
  ): Promise<{ tenant: TenantRecord; provider: Provider; interaction: Interaction }> {
    const tenant = await realmTenant(options.tenants, request.params.tenant);
    const provider = await options.providers.providerFor(tenant);
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      throw interactionExpired(error);
    }
    // The cookie names the browser's current interaction; a stale page must not act on it.
    if (interaction.uid !== request.params.uid) throw interactionExpired();
    return { tenant, provider, interaction };
  }

  /**
   * A signed-in customer asked only for consent (new scopes, prompt=consent): the portal is the
   * tenant's own client, so consent is given at once, without a page. Returns where to resume.
   */
  async function consentOnly(
    request: FastifyRequest<{ Params: z.infer<typeof params> }>,
    reply: FastifyReply,
  ): Promise<string | undefined> {
    const { provider, interaction } = await open(request, reply);
    const accountId = interaction.session?.accountId;
    if (interaction.prompt.name !== 'consent' || !accountId) return undefined;
    const grantId = await firstPartyGrant(provider, interaction, accountId);
    return provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
  }

  app.get(
    '/auth/realms/:tenant/interaction/:uid',
    { schema: { params, querystring: z.looseObject({}) } },
    async (request, reply) => {
      const tenant = await realmTenant(options.tenants, request.params.tenant);
      const redirectTo = await consentOnly(request, reply).catch(() => undefined);
      if (redirectTo) return reply.redirect(redirectTo, 303);
      // Anything else (a login, or an interaction that is gone) is the SPA's login page's to show.
      const login = new URL('/login', tenantOrigin(options.config, tenant.subdomain));
      login.searchParams.set('interaction', request.params.uid);
      return reply.redirect(login.href, 303);
    },
  );

  app.get(
    '/auth/realms/:tenant/interaction/:uid/details',
    {
      schema: { params, querystring: z.strictObject({}), response: okResponse(interactionSchema) },
    },
    async (request, reply) => {
      const { interaction } = await open(request, reply);
      const loginHint = interaction.params.login_hint;
      return ok({
        uid: interaction.uid,
        prompt: interaction.prompt.name,
        loginHint: typeof loginHint === 'string' ? loginHint : null,
      });
    },
  );

  app.post(
    '/auth/realms/:tenant/interaction/:uid/login',
    {
      schema: {
        params,
        querystring: z.strictObject({}),
        body: loginSchema,
        response: { ...okResponse(redirectSchema), 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { tenant, provider, interaction } = await open(request, reply);
      const customerId = await checkPasswordLogin(
        options.db,
        options.throttle,
        { tenantId: tenant.id, ...request.body, address: request.ip },
        options.clock(),
      );
      const result = await loginResult(provider, interaction, String(customerId));
      let redirectTo: string;
      try {
        redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
      } catch (error) {
        throw interactionExpired(error);
      }
      return ok({ redirectTo });
    },
  );
};
