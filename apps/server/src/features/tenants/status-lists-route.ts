// GET {offers|orders|deliveries|repairs|issues}/statuses?lang=: the tenant's status lists
// (spec §3, §7). No bearer token. lang is any language tag, negotiated to nl-BE, fr-BE or en-GB
// (then Accept-Language; by default nl-BE). Offer items carry id and status only,
// the others also flag initial and final. The repair and issue lists need the support feature.
import { negotiatedLanguageSchema, preferredLanguage } from '@portal/contract/language-tag';
import {
  flaggedStatusItemSchema,
  offerStatusItemSchema,
  STATUS_LANG,
  type StatusLang,
  type StatusListKind,
} from '@portal/contract/status-list';
import { Feature } from '@portal/domain/feature';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { assertFeature } from '../../platform/http/feature-gate.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { assertSameTenant, subDomainParameter } from '../../platform/http/sub-domain-query.ts';
import type { StatusListService } from './status-list-service.ts';

const querystring = z.strictObject({
  subDomain: z.optional(subDomainParameter),
  lang: z.optional(negotiatedLanguageSchema),
});

function statusLang(
  request: FastifyRequest<{ Querystring: z.infer<typeof querystring> }>,
): StatusLang {
  const { lang } = request.query;
  return STATUS_LANG[lang ?? preferredLanguage([request.headers['accept-language']], 'nl')];
}

const flaggedKinds = [
  'orders',
  'deliveries',
  'repairs',
  'issues',
] as const satisfies StatusListKind[];

/** The lists that belong to a feature (spec §6: support gates tickets and repairs). */
const featureOf: Partial<Record<StatusListKind, Feature>> = {
  repairs: Feature.Support,
  issues: Feature.Support,
};

export const statusListsRoute: RoutePlugin<{ statusLists: StatusListService }> = async (
  app,
  { services },
) => {
  app.get(
    '/offers/statuses',
    { schema: { querystring, response: okResponse(z.array(offerStatusItemSchema)) } },
    async (request) => {
      assertSameTenant(request, request.query.subDomain);
      const items = await services.statusLists.list(request.tenant, 'offers', statusLang(request));
      return ok(items.map(({ id, status }) => ({ id, status })));
    },
  );
  for (const kind of flaggedKinds) {
    app.get(
      `/${kind}/statuses`,
      { schema: { querystring, response: okResponse(z.array(flaggedStatusItemSchema)) } },
      async (request) => {
        assertSameTenant(request, request.query.subDomain);
        const feature = featureOf[kind];
        if (feature) assertFeature(request.tenant, feature);
        return ok(await services.statusLists.list(request.tenant, kind, statusLang(request)));
      },
    );
  }
};
