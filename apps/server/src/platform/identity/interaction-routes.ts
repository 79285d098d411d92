// The login interaction (decision 013). The provider answers its authorization endpoint with the
// login form itself (login-at-authorization.ts); these routes serve the rest of it:
//   GET  /auth/realms/{tenant}/interaction/{uid}        the form again (another language), or a
//                                                       consent-only interaction granted at once;
//   POST /auth/realms/{tenant}/interaction/{uid}/login  the form's post (urlencoded, no script):
//        303 onwards to finish the code flow, or the form again with the spec's messages
//        (400 validation, 401 wrong e-mail or password, 429 locked).
// Both lie under the interaction cookie's path, so the provider's cookie binds them to the
// browser that started the login; an interaction that is over gets a page that restarts it.
import { ErrorCode } from '@portal/contract/error-code';
import { loginSchema } from '@portal/contract/identity';
import { negotiatedLanguageSchema } from '@portal/contract/language-tag';
import type { Language } from '@portal/contract/portal';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { z } from 'zod/mini';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { TenantDirectory } from '../tenancy/tenant-directory.ts';
import { tenantLanguage } from '../tenancy/tenant-language.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { type BrandedPage, renderBrandedPage } from './branded-page.ts';
import { firstPartyGrant, loginResult } from './interaction-grant.ts';
import { type LoginProblems, loginOverPage, loginPage } from './login-page.ts';
import { loginPageLinks } from './login-page-links.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { PageLogos } from './page-logos.ts';
import { checkPasswordLogin } from './password-login.ts';
import type { RealmProviders } from './realm-provider.ts';
import { realmTenant } from './realm-tenant.ts';

interface Options {
  db: Kysely<Database>;
  providers: RealmProviders;
  tenants: TenantDirectory;
  throttle: LoginThrottle;
  config: Pick<AppConfig, 'tenantOriginTemplate'>;
  clock: () => Date;
  pageLogos: PageLogos;
}

const params = z.strictObject({
  tenant: z.string().check(z.maxLength(63)),
  uid: z.string().check(z.regex(/^[\w-]{1,64}$/)),
});
type Params = z.infer<typeof params>;

/** What the form posts; the spec's field rules are checked after, to answer them on the page. */
const formBody = z.object({
  email: z._default(z.string().check(z.maxLength(1000)), ''),
  password: z._default(z.string().check(z.maxLength(1000)), ''),
  lang: z.optional(negotiatedLanguageSchema),
});

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface Opened {
  tenant: TenantRecord;
  provider: Provider;
  /** Undefined when the interaction is over or is not this browser's. */
  interaction?: Interaction;
}

function fieldProblems(email: string, password: string): LoginProblems | undefined {
  const parsed = loginSchema.safeParse({ email, password });
  if (parsed.success) return undefined;
  const problems: LoginProblems = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'email') {
      problems.email ??= email.trim() === '' ? 'emailRequired' : 'emailInvalid';
    } else if (issue.path[0] === 'password') {
      problems.password = 'passwordRequired';
    }
  }
  return problems;
}

export const interactionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  // A plain HTML form posts urlencoded; nothing else is taken here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function open(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const tenant = await realmTenant(options.tenants, request.params.tenant);
    const provider = await options.providers.providerFor(tenant);
    const opened: Opened = { tenant, provider };
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      // The cookie names the browser's current interaction; a stale page must not act on it.
      if (interaction.uid === request.params.uid) opened.interaction = interaction;
    } catch {
      // Expired, finished, or no cookie: the page offers to start again.
    }
    return opened;
  }

  function languageOf(
    request: FastifyRequest,
    tenant: TenantRecord,
    chosen: Language | undefined,
    interaction: Interaction | undefined,
  ): Language {
    const uiLocales = interaction?.params.ui_locales;
    return tenantLanguage(tenant, [
      chosen,
      typeof uiLocales === 'string' ? uiLocales : undefined,
      request.headers['accept-language'],
    ]);
  }

  function send(reply: FastifyReply, status: number, tenant: TenantRecord, page: BrandedPage) {
    const origin = tenantOrigin(options.config, tenant.subdomain);
    const logoSrc = options.pageLogos.src(tenant, origin);
    const { html, contentSecurityPolicy } = renderBrandedPage({ tenant, origin, logoSrc }, page);
    return reply
      .code(status)
      .header('content-security-policy', contentSecurityPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function over(reply: FastifyReply, tenant: TenantRecord, language: Language) {
    const restart = loginPageLinks(options.config, tenant).restart(language);
    return send(reply, 400, tenant, loginOverPage(language, restart));
  }

  app.get(
    '/auth/realms/:tenant/interaction/:uid',
    { schema: { params, querystring: z.object({ lang: z.optional(negotiatedLanguageSchema) }) } },
    async (request, reply) => {
      const { tenant, provider, interaction } = await open(request, reply);
      const language = languageOf(request, tenant, request.query.lang, interaction);
      if (!interaction) return over(reply, tenant, language);
      const accountId = interaction.session?.accountId;
      if (interaction.prompt.name === 'consent' && accountId) {
        // The portal is the tenant's own client: consent is given at once, without a page.
        const grantId = await firstPartyGrant(provider, interaction, accountId);
        const resume = await provider.interactionResult(request.raw, reply.raw, {
          consent: { grantId },
        });
        return reply.redirect(resume, 303);
      }
      const hint = interaction.params.login_hint;
      const links = loginPageLinks(options.config, tenant).forPage(interaction.uid, language);
      return send(
        reply,
        200,
        tenant,
        loginPage({
          language,
          ...links,
          email: typeof hint === 'string' ? hint : '',
          problems: {},
        }),
      );
    },
  );

  app.post(
    '/auth/realms/:tenant/interaction/:uid/login',
    { schema: { params, querystring: z.strictObject({}), body: formBody } },
    async (request, reply) => {
      const { tenant, provider, interaction } = await open(request, reply);
      const { email, password, lang } = request.body;
      const language = languageOf(request, tenant, lang, interaction);
      if (!interaction) return over(reply, tenant, language);
      const links = loginPageLinks(options.config, tenant).forPage(interaction.uid, language);
      const form = (status: number, problems: LoginProblems) =>
        send(reply, status, tenant, loginPage({ language, ...links, email, problems }));

      const problems = fieldProblems(email, password);
      if (problems) return form(400, problems);
      let customerId: number;
      try {
        customerId = await checkPasswordLogin(
          options.db,
          options.throttle,
          { tenantId: tenant.id, email, password, address: request.ip },
          options.clock(),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === ErrorCode.InvalidCredentials)
          return form(401, { form: 'invalidCredentials' });
        if (error.code === ErrorCode.AccountLocked) {
          if (error.retryAfterSeconds !== undefined) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          return form(429, { form: 'locked' });
        }
        throw error;
      }
      const result = await loginResult(provider, interaction, String(customerId));
      let resume: string;
      try {
        resume = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
      } catch {
        return over(reply, tenant, language);
      }
      return reply.redirect(resume, 303);
    },
  );
};
