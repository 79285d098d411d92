// GET orders/{id} and POST orders/{id}/sign (spec §7) for the signed-in customer; an
// Idempotency-Key header makes repeats of a signing return the first result.
import {
  orderSchema,
  signDeliveryDocumentResultSchema,
  signDeliveryDocumentSchema,
} from '@portal/contract/orders';
import { z } from 'zod/mini';
import { idempotencyKeyHeaders } from '../../platform/http/idempotency-key.ts';
import { idParams } from '../../platform/http/record-id.ts';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { OrderService } from './order-service.ts';

export const orderRoutes: RoutePlugin<{ orders: OrderService }> = async (app, { services }) => {
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
        headers: idempotencyKeyHeaders,
        body: signDeliveryDocumentSchema,
        response: { ...okResponse(signDeliveryDocumentResultSchema), 409: errorResponses[400] },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return ok(
        await orders.signDeliveryDocument(request.scope, request.params.id, request.body, key),
      );
    },
  );
};
