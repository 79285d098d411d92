// GET deliveries/{id} (spec §7), and ours: GET deliveries/orders/{orderId} (the delivery of an
// order, for /installations/deliverydetail/order/{id}) and POST deliveries/{id}/confirm (the
// spec's "confirm deliveries"), for the signed-in customer.
import { deliverySchema } from '@portal/contract/deliveries';
import { z } from 'zod/mini';
import { idParams } from '../../platform/http/record-id.ts';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { DeliveryService } from './delivery-service.ts';

const read = {
  params: idParams,
  querystring: z.strictObject({}),
  response: okResponse(deliverySchema),
};

export const deliveryRoutes: RoutePlugin<{ deliveries: DeliveryService }> = async (
  app,
  { services },
) => {
  const { deliveries } = services;

  app.get('/deliveries/:id', { schema: read }, async (request) =>
    ok(await deliveries.get(request.scope, request.params.id)),
  );

  app.get('/deliveries/orders/:id', { schema: read }, async (request) =>
    ok(await deliveries.getForOrder(request.scope, request.params.id)),
  );

  app.post(
    '/deliveries/:id/confirm',
    {
      schema: {
        params: idParams,
        body: z.optional(z.strictObject({})),
        response: { ...okResponse(deliverySchema), 409: errorResponses[400] },
      },
    },
    async (request) => ok(await deliveries.confirm(request.scope, request.params.id)),
  );
};
