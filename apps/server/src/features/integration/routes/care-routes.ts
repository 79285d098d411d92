// Repairs and the company's replies to tickets, by the back office's ids.
import {
  integrationRepairSchema,
  integrationTicketReplySchema,
  repairUpsertSchema,
  ticketReplyParams,
  ticketReplyUpsertSchema,
} from '@portal/contract/integration/care';
import { externalIdParams } from '@portal/contract/integration/common';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const tags = ['repairs'];
const noQuery = z.strictObject({});

export const careRoutes: IntegrationRoutePlugin<{ integrationSync: IntegrationSync }> = async (
  app,
  { services },
) => {
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

  const replies = services.integrationSync.ticketReplies;

  app.put(
    '/tickets/:ticketId/replies/:externalId',
    {
      config: { integrationScope: 'care:write' },
      schema: {
        summary: 'Reply to a customer’s ticket',
        description:
          'The ticket is the portal’s (its id comes with the "ticket created" event). The reply ' +
          'notifies the customer and sets the ticket to waiting-for-reply unless told otherwise ' +
          '(a closed ticket stays closed). A sent reply does not change (409).',
        tags: ['tickets'],
        params: ticketReplyParams,
        querystring: noQuery,
        body: ticketReplyUpsertSchema,
        response: integrationResponses(integrationTicketReplySchema),
      },
    },
    async (request) =>
      ok(await replies.upsertReply(request.integration, request.params, request.body)),
  );

  app.get(
    '/tickets/:ticketId/replies/:externalId',
    {
      config: { integrationScope: 'care:read' },
      schema: {
        summary: 'Read a reply to a ticket',
        tags: ['tickets'],
        params: ticketReplyParams,
        querystring: noQuery,
        response: integrationResponses(integrationTicketReplySchema),
      },
    },
    async (request) => ok(await replies.getReply(request.integration, request.params)),
  );
};
