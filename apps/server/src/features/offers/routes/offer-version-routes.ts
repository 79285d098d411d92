// GET offers/{id}/versions, GET offers/{id}/versions/{version} and POST offers/{id}/seen. The
// customer comes from the verified token; another customer's or tenant's offer is 404.
import {
  offerParamsSchema,
  offerSeenBodySchema,
  offerSeenSchema,
  offerVersionDetailSchema,
  offerVersionListItemSchema,
  offerVersionParamsSchema,
} from '@portal/contract/offers';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../../platform/http/route-plugin.ts';
import type { OfferVersionService } from '../offer-version-service.ts';

export const offerVersionRoutes: RoutePlugin<{ offerVersions: OfferVersionService }> = async (
  app,
  { services },
) => {
  const versions = services.offerVersions;

  app.get(
    '/offers/:id/versions',
    {
      schema: {
        params: offerParamsSchema,
        querystring: z.strictObject({}),
        response: okResponse(z.array(offerVersionListItemSchema)),
      },
    },
    async (request) => ok(await versions.list(request.scope, request.params.id)),
  );

  app.get(
    '/offers/:id/versions/:version',
    {
      schema: {
        params: offerVersionParamsSchema,
        querystring: z.strictObject({}),
        response: okResponse(offerVersionDetailSchema),
      },
    },
    async (request) => {
      const ids = { offerId: request.params.id, versionNumber: request.params.version };
      return ok(await versions.get(request.scope, ids));
    },
  );

  app.post(
    '/offers/:id/seen',
    {
      schema: {
        params: offerParamsSchema,
        body: offerSeenBodySchema,
        response: okResponse(offerSeenSchema),
      },
    },
    async (request) => {
      const ids = { offerId: request.params.id, versionNumber: request.body.versionNumber };
      return ok(await versions.markSeen(request.scope, ids));
    },
  );
};
