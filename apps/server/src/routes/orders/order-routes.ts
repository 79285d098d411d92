// GET orders/{id} and POST orders/{id}/sign (spec §7) for the signed-in customer.
import {
  orderSchema,
  signDeliveryDocumentResultSchema,
  signDeliveryDocumentSchema,
} from '@portal/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import type { DocumentServices } from '../../services/documents/document-context.ts';
import { getOrder } from '../../services/orders/order-service.ts';
import { signDeliveryDocument } from '../../services/orders/sign-delivery-document.ts';
import { idParams, scopeOf } from '../invoices/route-scope.ts';
import { errorResponses, ok, okResponse } from '../schemas/responses.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
  dataDir: string;
  /** Produces and stores the signed delivery document. */
  documents: DocumentServices;
}

export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const preHandler = requireCustomer(options.verifyAccessToken);

  app.get(
    '/orders/:id',
    {
      preHandler,
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(orderSchema),
      },
    },
    async (request) => ok(await getOrder(options.db, scopeOf(request), request.params.id)),
  );

  app.post(
    '/orders/:id/sign',
    {
      preHandler,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        params: idParams,
        body: signDeliveryDocumentSchema,
        response: { ...okResponse(signDeliveryDocumentResultSchema), 409: errorResponses[400] },
      },
    },
    async (request) => {
      const context = {
        scope: scopeOf(request),
        dataDir: options.dataDir,
        now: options.clock(),
        documents: options.documents,
      };
      return ok(
        await signDeliveryDocument(options.db, context, request.params.id, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
      );
    },
  );
};
