// GET inspections/orders/{id} and GET inspections/invoices/{id} (spec §7).
import { inspectionSchema } from '@portal/contract/inspections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { getInspection } from '../../services/inspections/inspection-service.ts';
import { idParams, scopeOf } from '../invoices/route-scope.ts';
import { ok, okResponse } from '../schemas/responses.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
}

export const inspectionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const preHandler = requireCustomer(options.verifyAccessToken);
  const schema = {
    params: idParams,
    querystring: z.strictObject({}),
    response: okResponse(inspectionSchema),
  };

  app.get('/inspections/orders/:id', { preHandler, schema }, async (request) =>
    ok(
      await getInspection(options.db, scopeOf(request), { source: 'order', id: request.params.id }),
    ),
  );

  app.get('/inspections/invoices/:id', { preHandler, schema }, async (request) =>
    ok(
      await getInspection(options.db, scopeOf(request), {
        source: 'invoice',
        id: request.params.id,
      }),
    ),
  );
};
