// Notifications and survey questions (engagement) and monitoring devices (monitoring) by the back
// office's ids.
import { externalIdParams } from '@portal/contract/integration/common';
import {
  integrationMonitoringDeviceSchema,
  integrationNotificationSchema,
  monitoringDeviceUpsertSchema,
  notificationUpsertSchema,
  surveyQuestionsSchema,
} from '@portal/contract/integration/engagement';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { deletedSchema, integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const noQuery = z.strictObject({});

export const engagementRoutes: IntegrationRoutePlugin<{
  integrationSync: IntegrationSync;
}> = async (app, { services }) => {
  const engagement = services.integrationSync.engagement;
  const notification = { tags: ['notifications'], params: externalIdParams, querystring: noQuery };
  const device = { tags: ['monitoring devices'], params: externalIdParams, querystring: noQuery };

  app.put(
    '/notifications/:externalId',
    {
      config: { integrationScope: 'engagement:write' },
      schema: {
        summary: 'Send the customer a notification (and its push)',
        description:
          'Idempotent; a sent notification does not change (409), it can be deleted. The params ' +
          'installationId (the place, from 0, in the customer’s list of installations), offerId, ' +
          'orderId, invoiceId, deliveryId, issueId and repairId are the portal ids of what the ' +
          'link opens: each must name a record of this customer, else 400 on that param.',
        ...notification,
        body: notificationUpsertSchema,
        response: integrationResponses(integrationNotificationSchema),
      },
    },
    async (request) =>
      ok(
        await engagement.upsertNotification(
          request.integration,
          request.params.externalId,
          request.body,
        ),
      ),
  );

  app.get(
    '/notifications/:externalId',
    {
      config: { integrationScope: 'engagement:read' },
      schema: {
        summary: 'Read a notification (and whether it was seen)',
        ...notification,
        response: integrationResponses(integrationNotificationSchema),
      },
    },
    async (request) =>
      ok(await engagement.getNotification(request.integration, request.params.externalId)),
  );

  app.delete(
    '/notifications/:externalId',
    {
      config: { integrationScope: 'engagement:write' },
      schema: {
        summary: 'Withdraw a notification',
        ...notification,
        response: integrationResponses(deletedSchema),
      },
    },
    async (request) => {
      await engagement.removeNotification(request.integration, request.params.externalId);
      return ok({ deleted: true as const });
    },
  );

  app.put(
    '/monitoring-devices/:externalId',
    {
      config: { integrationScope: 'monitoring:write' },
      schema: {
        summary: 'Create or update a customer’s monitoring device',
        ...device,
        body: monitoringDeviceUpsertSchema,
        response: integrationResponses(integrationMonitoringDeviceSchema),
      },
    },
    async (request) =>
      ok(
        await engagement.upsertDevice(request.integration, request.params.externalId, request.body),
      ),
  );

  app.get(
    '/monitoring-devices/:externalId',
    {
      config: { integrationScope: 'monitoring:read' },
      schema: {
        summary: 'Read a monitoring device',
        ...device,
        response: integrationResponses(integrationMonitoringDeviceSchema),
      },
    },
    async (request) =>
      ok(await engagement.getDevice(request.integration, request.params.externalId)),
  );

  app.delete(
    '/monitoring-devices/:externalId',
    {
      config: { integrationScope: 'monitoring:write' },
      schema: {
        summary: 'Remove a monitoring device and its history',
        ...device,
        response: integrationResponses(deletedSchema),
      },
    },
    async (request) => {
      await engagement.removeDevice(request.integration, request.params.externalId);
      return ok({ deleted: true as const });
    },
  );

  app.get(
    '/survey-questions',
    {
      config: { integrationScope: 'engagement:read' },
      schema: {
        summary: 'Read the satisfaction survey’s questions',
        tags: ['survey'],
        querystring: noQuery,
        response: integrationResponses(surveyQuestionsSchema),
      },
    },
    async (request) => ok(await engagement.getSurveyQuestions(request.integration)),
  );

  app.put(
    '/survey-questions',
    {
      config: { integrationScope: 'engagement:write' },
      schema: {
        summary: 'Set the satisfaction survey’s questions',
        description:
          'Question keys in order (the portal words them per language; a tenant text overrides ' +
          'a key’s words). Surveys shown from now on ask these; every instance within 30 s.',
        tags: ['survey'],
        querystring: noQuery,
        body: surveyQuestionsSchema,
        response: integrationResponses(surveyQuestionsSchema),
      },
    },
    async (request) => ok(await engagement.setSurveyQuestions(request.integration, request.body)),
  );
};
