// Repairs by the back office's ids.
import { integrationRepairSchema, repairUpsertSchema } from '@portal/contract/integration/care';
import { externalIdParams } from '@portal/contract/integration/common';
import { z } from 'zod';
import { ok } from '../../http/response-envelope.ts';
import { integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const tags = ['repairs'];
const noQuery = z.strictObject({});

export const careRoutes: IntegrationRoutePlugin = async (app, { services }) => {
  const repairs = services.integrationSync.repairs;

  app.put(
    '/repairs/:externalId',
    {
      config: { integrationScope: 'care:write' },
      schema: {
        summary: 'Create or update a repair of a sale’s installation',
        description:
          'A new repair, and every change of its status, planned visit or report, notifies the ' +
          'customer. Open, in-progress, resolved, never back (409).',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        body: repairUpsertSchema,
        response: integrationResponses(integrationRepairSchema),
      },
    },
    async (request) =>
      ok(await repairs.upsertRepair(request.integration, request.params.externalId, request.body)),
  );

  app.get(
    '/repairs/:externalId',
    {
      config: { integrationScope: 'care:read' },
      schema: {
        summary: 'Read a repair',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationRepairSchema),
      },
    },
    async (request) => ok(await repairs.getRepair(request.integration, request.params.externalId)),
  );
};
