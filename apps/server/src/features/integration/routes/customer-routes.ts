// Customers by the back office's id: PUT (idempotent upsert; a new customer is invited to register
// in their language), GET, DELETE (the customer and everything of theirs), and POST …/invitation
// to send the invitation again.

import { externalIdParams } from '@portal/contract/integration/common';
import {
  customerUpsertSchema,
  integrationCustomerSchema,
  invitationSentSchema,
} from '@portal/contract/integration/customers';
import { notificationPreferencesSchema } from '@portal/contract/notification-preferences';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { deletedSchema, integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const tags = ['customers'];
const noQuery = z.strictObject({});

export const customerRoutes: IntegrationRoutePlugin<{ integrationSync: IntegrationSync }> = async (
  app,
  { services },
) => {
  const customers = services.integrationSync.customers;

  app.put(
    '/customers/:externalId',
    {
      config: { integrationScope: 'customers:write' },
      schema: {
        summary: 'Create or update a customer by its back-office id',
        description:
          'Idempotent. A new customer (or a changed e-mail address of one who has not ' +
          'registered) is sent the registration invitation in their language.',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        body: customerUpsertSchema,
        response: integrationResponses(integrationCustomerSchema),
      },
    },
    async (request) =>
      ok(await customers.upsert(request.integration, request.params.externalId, request.body)),
  );

  app.get(
    '/customers/:externalId',
    {
      config: { integrationScope: 'customers:read' },
      schema: {
        summary: 'Read a customer by its back-office id',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationCustomerSchema),
      },
    },
    async (request) => ok(await customers.get(request.integration, request.params.externalId)),
  );

  app.get(
    '/customers/:externalId/notification-preferences',
    {
      config: { integrationScope: 'customers:read' },
      schema: {
        summary: 'Read a customer’s notification choices',
        description:
          'Per kind, whether the customer takes its notifications as a push and as an e-mail (in ' +
          'the portal they always show), the quiet hours for pushes (Brussels time) and whether ' +
          'e-mails come as one daily digest. The installer’s own mailings can respect them. A ' +
          'customer who erased their account has none (409 CUSTOMER_ERASED).',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(notificationPreferencesSchema),
      },
    },
    async (request) =>
      ok(await customers.notificationPreferences(request.integration, request.params.externalId)),
  );

  app.delete(
    '/customers/:externalId',
    {
      config: { integrationScope: 'customers:write' },
      schema: {
        summary: 'Delete a customer and everything of theirs',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(deletedSchema),
      },
    },
    async (request) => {
      await customers.remove(request.integration, request.params.externalId);
      return ok({ deleted: true as const });
    },
  );

  app.post(
    '/customers/:externalId/invitation',
    {
      config: { integrationScope: 'customers:write' },
      schema: {
        summary: 'Send the registration invitation again',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(invitationSentSchema),
      },
    },
    async (request) =>
      ok(await customers.resendInvitation(request.integration, request.params.externalId)),
  );
};
