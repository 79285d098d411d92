// The signed-in customer's notification choices (decision 096): GET account/notification-preferences
// and PUT it whole (every kind, quiet hours, digest), answered with what is stored.
import { notificationPreferencesSchema } from '@portal/contract/notification-preferences';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { PreferenceService } from './preference-service.ts';

export const notificationPreferenceRoutes: RoutePlugin<{
  notificationPreferences: PreferenceService;
}> = async (app, { services }) => {
  const preferences = services.notificationPreferences;
  const answer = okResponse(notificationPreferencesSchema);

  app.get(
    '/account/notification-preferences',
    { schema: { querystring: z.strictObject({}), response: answer } },
    async (request) => ok(await preferences.get(request.scope)),
  );

  app.put(
    '/account/notification-preferences',
    {
      schema: {
        querystring: z.strictObject({}),
        body: notificationPreferencesSchema,
        response: answer,
      },
    },
    async (request) => ok(await preferences.replace(request.scope, request.body)),
  );
};
