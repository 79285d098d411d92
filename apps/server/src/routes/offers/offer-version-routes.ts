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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { getVersion, listVersions, markSeen } from '../../services/offers/offer-version-service.ts';
import { ok, okResponse } from '../schemas/responses.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
}

export const offerVersionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, clock } = options;
  const preHandler = requireCustomer(options.verifyAccessToken);

  app.get(
    '/offers/:id/versions',
    {
      preHandler,
      schema: {
        params: offerParamsSchema,
        querystring: z.strictObject({}),
        response: okResponse(z.array(offerVersionListItemSchema)),
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      return ok(await listVersions(db, scope, request.params.id, clock()));
    },
  );

  app.get(
    '/offers/:id/versions/:version',
    {
      preHandler,
      schema: {
        params: offerVersionParamsSchema,
        querystring: z.strictObject({}),
        response: okResponse(offerVersionDetailSchema),
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      const ids = { offerId: request.params.id, versionNumber: request.params.version };
      return ok(await getVersion(db, scope, ids, clock()));
    },
  );

  app.post(
    '/offers/:id/seen',
    {
      preHandler,
      schema: {
        params: offerParamsSchema,
        body: offerSeenBodySchema,
        response: okResponse(offerSeenSchema),
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      const ids = { offerId: request.params.id, versionNumber: request.body.versionNumber };
      return ok(await markSeen(db, scope, ids, clock()));
    },
  );
};
