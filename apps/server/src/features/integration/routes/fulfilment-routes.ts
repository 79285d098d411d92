// Deliveries and their planning, inspections and their certificate, grid-operator requests, by
// the back office's ids.
import { externalIdParams } from '@portal/contract/integration/common';
import {
  deliveryUpsertSchema,
  gridOperatorRequestUpsertSchema,
  inspectionUpsertSchema,
  integrationDeliverySchema,
  integrationGridOperatorRequestSchema,
  integrationInspectionSchema,
} from '@portal/contract/integration/fulfilment';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { integrationResponses, PDF_BODY_LIMIT } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const tags = ['deliveries'];
const noQuery = z.strictObject({});

export const fulfilmentRoutes: IntegrationRoutePlugin<{
  integrationSync: IntegrationSync;
}> = async (app, { services }) => {
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

  const inspections = services.integrationSync.inspections;

  app.put(
    '/inspections/:externalId',
    {
      bodyLimit: PDF_BODY_LIMIT,
      config: { integrationScope: 'fulfilment:write' },
      schema: {
        summary: 'Create or update an inspection (keuring) with its certificate PDF',
        description:
          'On an order or an invoice. Its appointment, and its approval or rejection, notify ' +
          'the customer. Approved is final; a rejected inspection is inspected again at a new ' +
          'appointment (409 otherwise).',
        tags: ['inspections'],
        params: externalIdParams,
        querystring: noQuery,
        body: inspectionUpsertSchema,
        response: integrationResponses(integrationInspectionSchema),
      },
    },
    async (request) =>
      ok(
        await inspections.upsertInspection(
          request.integration,
          request.params.externalId,
          request.body,
        ),
      ),
  );

  app.get(
    '/inspections/:externalId',
    {
      config: { integrationScope: 'fulfilment:read' },
      schema: {
        summary: 'Read an inspection',
        tags: ['inspections'],
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationInspectionSchema),
      },
    },
    async (request) =>
      ok(await inspections.getInspection(request.integration, request.params.externalId)),
  );

  const gridRequests = services.integrationSync.gridRequests;

  app.put(
    '/grid-operator-requests/:externalId',
    {
      config: { integrationScope: 'fulfilment:write' },
      schema: {
        summary: 'Record the grid-operator registration of a sale, step by step',
        description:
          'One per installation (of the offer). Each new step notifies the customer; the steps ' +
          'go todo, sent (by mail or via api), queued, done, never back (409).',
        tags: ['grid-operator requests'],
        params: externalIdParams,
        querystring: noQuery,
        body: gridOperatorRequestUpsertSchema,
        response: integrationResponses(integrationGridOperatorRequestSchema),
      },
    },
    async (request) =>
      ok(
        await gridRequests.upsertGridRequest(
          request.integration,
          request.params.externalId,
          request.body,
        ),
      ),
  );

  app.get(
    '/grid-operator-requests/:externalId',
    {
      config: { integrationScope: 'fulfilment:read' },
      schema: {
        summary: 'Read a grid-operator request',
        tags: ['grid-operator requests'],
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationGridOperatorRequestSchema),
      },
    },
    async (request) =>
      ok(await gridRequests.getGridRequest(request.integration, request.params.externalId)),
  );
};
