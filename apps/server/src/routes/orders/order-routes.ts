// GET orders/{id} and POST orders/{id}/sign (spec §7) for the signed-in customer.
import {
  orderSchema,
  signDeliveryDocumentResultSchema,
  signDeliveryDocumentSchema,
} from '@portal/contract/orders';
import { z } from 'zod';
import { errorResponses, ok, okResponse } from '../../http/response-envelope.ts';
import type { RoutePlugin } from '../route-plugin.ts';
import { idParams } from '../schemas/record-id.ts';

export const orderRoutes: RoutePlugin = async (app, { services }) => {
  const { orders } = services;

  app.get(
    '/orders/:id',
    {
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(orderSchema),
      },
    },
    async (request) => ok(await orders.get(request.scope, request.params.id)),
  );

  app.post(
    '/orders/:id/sign',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        params: idParams,
        body: signDeliveryDocumentSchema,
        response: { ...okResponse(signDeliveryDocumentResultSchema), 409: errorResponses[400] },
      },
    },
    async (request) =>
      ok(await orders.signDeliveryDocument(request.scope, request.params.id, request.body)),
  );
};
