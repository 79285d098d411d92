// GET {offers|orders|deliveries|repairs|issues}/statuses?lang=: the tenant's status lists
// (spec §3, §7). No bearer token; lang defaults to nl-BE. Offer items carry id and status only,
// the others also flag initial and final.
import {
  flaggedStatusItemSchema,
  offerStatusItemSchema,
  type StatusListKind,
  statusLangSchema,
} from '@portal/contract/status-list';
import { z } from 'zod';
import { ok, okResponse } from '../http/response-envelope.ts';
import type { RoutePlugin } from './route-plugin.ts';
import { assertSameTenant, subDomainParameter } from './schemas/sub-domain-query.ts';

const querystring = z.strictObject({
  subDomain: subDomainParameter.optional(),
  lang: statusLangSchema.default('nl-BE'),
});

const flaggedKinds = [
  'orders',
  'deliveries',
  'repairs',
  'issues',
] as const satisfies StatusListKind[];

export const statusListsRoute: RoutePlugin = async (app, { services }) => {
  app.get(
    '/offers/statuses',
    { schema: { querystring, response: okResponse(z.array(offerStatusItemSchema)) } },
    async (request) => {
      assertSameTenant(request, request.query.subDomain);
      const items = await services.statusLists.list(request.tenant, 'offers', request.query.lang);
      return ok(items.map(({ id, status }) => ({ id, status })));
    },
  );
  for (const kind of flaggedKinds) {
    app.get(
      `/${kind}/statuses`,
      { schema: { querystring, response: okResponse(z.array(flaggedStatusItemSchema)) } },
      async (request) => {
        assertSameTenant(request, request.query.subDomain);
        return ok(await services.statusLists.list(request.tenant, kind, request.query.lang));
      },
    );
  }
};
