// The one-click unsubscribe of the notification mails (decision 096, RFC 8058), without sign-in:
// GET notifications/unsubscribe?token= tells what the link would turn off (a page for a browser,
// the envelope otherwise) and changes nothing; POST with the same URL turns off exactly the e-mails
// of the token's kind, whatever its body (RFC 8058's `List-Unsubscribe=One-Click`, as a mail client
// or the page's button sends it). Neither sends x-subdomain: the link's host names the tenant
// (`tenantByHost`). A forged token, or one made for another tenant, is 404.
// The page speaks the customer's language; `lang`, as on every page of the portal (spec §2),
// switches it when the tenant offers that language, and the button's POST keeps it.
import { unsubscribedSchema } from '@portal/contract/notification-preferences';
import { type Language, languageSchema } from '@portal/contract/portal';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { AppError } from '../../platform/errors/app-error.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { PreferenceService } from './preference-service.ts';
import {
  renderUnsubscribePage,
  type UnsubscribePageState,
  unsubscribePagePolicy,
} from './unsubscribe-page.ts';

const tokenQuery = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  lang: z.optional(languageSchema),
});
/** What RFC 8058 has the mail client post; any other form field is ignored, an empty body too. */
const oneClickBody = z.nullish(z.record(z.string(), z.unknown()));

function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export const unsubscribeRoutes: RoutePlugin<{
  notificationPreferences: PreferenceService;
}> = async (app, { services }) => {
  const preferences = services.notificationPreferences;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The language asked for by `lang`, when the tenant offers it. */
  const asked = (request: FastifyRequest<{ Querystring: { lang?: Language } }>) => {
    const { lang } = request.query;
    return lang && request.tenant.languages.includes(lang) ? lang : undefined;
  };

  const page = (
    request: FastifyRequest<{ Querystring: { lang?: Language } }>,
    reply: FastifyReply,
    state: UnsubscribePageState,
    status = 200,
  ) => {
    const { tenant } = request;
    const language =
      asked(request) ?? ('language' in state ? state.language : tenant.defaultLanguage);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', unsubscribePagePolicy)
      .header('cache-control', 'no-store')
      .send(renderUnsubscribePage(tenant, language, state));
  };

  app.get(
    '/notifications/unsubscribe',
    {
      config: { tenantByHost: true },
      schema: { querystring: tokenQuery, response: okResponse(unsubscribedSchema) },
    },
    async (request, reply) => {
      if (!wantsPage(request)) {
        const link = await preferences.preview(request.tenant, request.query.token);
        return ok({ kind: link.kind, email: true });
      }
      try {
        const link = await preferences.preview(request.tenant, request.query.token);
        const lang = asked(request);
        const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}${lang ? `&lang=${lang}` : ''}`;
        return page(request, reply, {
          step: 'confirm',
          kind: link.kind,
          language: link.language,
          action,
        });
      } catch (error) {
        if (error instanceof AppError) return page(request, reply, { step: 'invalid' }, 404);
        throw error;
      }
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { tenantByHost: true },
      schema: {
        querystring: tokenQuery,
        body: oneClickBody,
        response: okResponse(unsubscribedSchema),
      },
    },
    async (request, reply) => {
      if (!wantsPage(request)) {
        return ok(await preferences.unsubscribe(request.tenant, request.query.token));
      }
      try {
        const link = await preferences.preview(request.tenant, request.query.token);
        const done = await preferences.unsubscribe(request.tenant, request.query.token);
        return page(request, reply, { step: 'done', kind: done.kind, language: link.language });
      } catch (error) {
        if (error instanceof AppError) return page(request, reply, { step: 'invalid' }, 404);
        throw error;
      }
    },
  );
};
