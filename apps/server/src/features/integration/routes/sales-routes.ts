// Offers, their versions (with the offer PDF) and orders (with the order PDF) by the back
// office's ids.
import { externalIdParams } from '@portal/contract/integration/common';
import {
  integrationOfferSchema,
  integrationOrderSchema,
  offerUpsertSchema,
  offerVersionUpsertSchema,
  orderUpsertSchema,
  versionNumberParams,
} from '@portal/contract/integration/sales';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { integrationResponses, PDF_BODY_LIMIT } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const noQuery = z.strictObject({});

export const salesRoutes: IntegrationRoutePlugin<{ integrationSync: IntegrationSync }> = async (
  app,
  { services },
) => {
  const sales = services.integrationSync.sales;

  app.put(
    '/offers/:externalId',
    {
      config: { integrationScope: 'sales:write' },
      schema: {
        summary: 'Create or update an offer (a new sale on its own installation)',
        tags: ['offers'],
        params: externalIdParams,
        querystring: noQuery,
        body: offerUpsertSchema,
        response: integrationResponses(integrationOfferSchema),
      },
    },
    async (request) =>
      ok(await sales.upsertOffer(request.integration, request.params.externalId, request.body)),
  );

  app.get(
    '/offers/:externalId',
    {
      config: { integrationScope: 'sales:read' },
      schema: {
        summary: 'Read an offer and its versions',
        tags: ['offers'],
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationOfferSchema),
      },
    },
    async (request) => ok(await sales.getOffer(request.integration, request.params.externalId)),
  );

  app.put(
    '/offers/:externalId/versions/:versionNumber',
    {
      bodyLimit: PDF_BODY_LIMIT,
      config: { integrationScope: 'sales:write' },
      schema: {
        summary: 'Publish an offer version (with its PDF) for the customer to sign',
        description:
          'Versions are published in order and do not change once published (409); the same ' +
          'version sent again answers the same. A signed offer takes no new version (409). The ' +
          'customer is notified of a new version.',
        tags: ['offers'],
        params: versionNumberParams,
        querystring: noQuery,
        body: offerVersionUpsertSchema,
        response: integrationResponses(integrationOfferSchema),
      },
    },
    async (request) => {
      const { externalId, versionNumber } = request.params;
      return ok(
        await sales.upsertOfferVersion(
          request.integration,
          externalId,
          versionNumber,
          request.body,
        ),
      );
    },
  );

  app.put(
    '/orders/:externalId',
    {
      bodyLimit: PDF_BODY_LIMIT,
      config: { integrationScope: 'sales:write' },
      schema: {
        summary: 'Create or update an order (with its PDF) on an offer',
        description:
          'A new order is for the customer to sign, and they are notified. Its status only ' +
          'moves forward: new, confirmed, in-planning, installed, closed (409 otherwise).',
        tags: ['orders'],
        params: externalIdParams,
        querystring: noQuery,
        body: orderUpsertSchema,
        response: integrationResponses(integrationOrderSchema),
      },
    },
    async (request) =>
      ok(await sales.upsertOrder(request.integration, request.params.externalId, request.body)),
  );

  app.get(
    '/orders/:externalId',
    {
      config: { integrationScope: 'sales:read' },
      schema: {
        summary: 'Read an order',
        tags: ['orders'],
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationOrderSchema),
      },
    },
    async (request) => ok(await sales.getOrder(request.integration, request.params.externalId)),
  );
};
