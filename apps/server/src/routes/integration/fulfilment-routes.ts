// Deliveries and their planning by the back office's ids.
import { externalIdParams } from '@portal/contract/integration/common';
import {
  deliveryUpsertSchema,
  integrationDeliverySchema,
} from '@portal/contract/integration/fulfilment';
import { z } from 'zod';
import { ok } from '../../http/response-envelope.ts';
import { integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const tags = ['deliveries'];
const noQuery = z.strictObject({});

export const fulfilmentRoutes: IntegrationRoutePlugin = async (app, { services }) => {
  const deliveries = services.integrationSync.deliveries;

  app.put(
    '/deliveries/:externalId',
    {
      config: { integrationScope: 'fulfilment:write' },
      schema: {
        summary: 'Create or update a delivery of an order, and plan it',
        description:
          'Giving or moving the installation moment notifies the customer (planned, or moved). ' +
          'The status only moves forward: to-plan, planned, done (409 otherwise); a planned ' +
          'delivery keeps a moment, a done one is not planned again.',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        body: deliveryUpsertSchema,
        response: integrationResponses(integrationDeliverySchema),
      },
    },
    async (request) =>
      ok(
        await deliveries.upsertDelivery(
          request.integration,
          request.params.externalId,
          request.body,
        ),
      ),
  );

  app.get(
    '/deliveries/:externalId',
    {
      config: { integrationScope: 'fulfilment:read' },
      schema: {
        summary: 'Read a delivery',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationDeliverySchema),
      },
    },
    async (request) =>
      ok(await deliveries.getDelivery(request.integration, request.params.externalId)),
  );
};
