// GET deliveries/{id} (spec §7), and ours: GET deliveries/orders/{orderId} (the delivery of an
// order, for /installations/deliverydetail/order/{id}) and POST deliveries/{id}/confirm (the
// spec's "confirm deliveries"), for the signed-in customer.
import { deliverySchema } from '@portal/contract/deliveries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import {
  confirmDelivery,
  getDelivery,
  getOrderDelivery,
} from '../../services/deliveries/delivery-service.ts';
import { idParams, scopeOf } from '../invoices/route-scope.ts';
import { errorResponses, ok, okResponse } from '../schemas/responses.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
}

export const deliveryRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const preHandler = requireCustomer(options.verifyAccessToken);

  app.get(
    '/deliveries/:id',
    {
      preHandler,
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(deliverySchema),
      },
    },
    async (request) =>
      ok(await getDelivery(options.db, scopeOf(request), request.params.id, options.clock())),
  );

  app.get(
    '/deliveries/orders/:id',
    {
      preHandler,
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(deliverySchema),
      },
    },
    async (request) =>
      ok(await getOrderDelivery(options.db, scopeOf(request), request.params.id, options.clock())),
  );

  app.post(
    '/deliveries/:id/confirm',
    {
      preHandler,
      schema: {
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { ...okResponse(deliverySchema), 409: errorResponses[400] },
      },
    },
    async (request) => {
      const context = {
        scope: scopeOf(request),
        now: options.clock(),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      return ok(await confirmDelivery(options.db, context, request.params.id));
    },
  );
};
