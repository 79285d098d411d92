// GET notifications: the signed-in customer's notifications (the navigation's unseen dot). The
// customer comes from the verified token, never from the request. Marking as seen and removing
// come with the notifications page (issue 10).
import { notificationSchema } from '@portal/contract/notifications';
import { z } from 'zod';
import { ok, okResponse } from '../../http/response-envelope.ts';
import type { RoutePlugin } from '../route-plugin.ts';

export const notificationRoutes: RoutePlugin = async (app, { services }) => {
  app.get(
    '/notifications',
    {
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(notificationSchema)),
      },
    },
    async (request) => ok(await services.notifications.list(request.scope)),
  );
};
