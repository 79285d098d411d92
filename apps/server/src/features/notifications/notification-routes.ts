// The signed-in customer's notifications (spec §7): GET notifications (newest first; the
// navigation's unseen dot and the notifications page), POST notifications/{id}/seen and POST
// notifications/seen with ids, DELETE notifications/{id} and DELETE notifications. The customer
// comes from the verified token, never from the request: another customer's id is 404 in the
// path and ignored among the bulk call's ids.
import {
  notificationsChangedSchema,
  notificationsSeenSchema,
} from '@portal/contract/notification-changes';
import { notificationSchema } from '@portal/contract/notifications';
import { z } from 'zod/mini';
import { idParams } from '../../platform/http/record-id.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { NotificationService } from './notification-service.ts';

export const notificationRoutes: RoutePlugin<{ notifications: NotificationService }> = async (
  app,
  { services },
) => {
  const { notifications } = services;
  const changed = okResponse(notificationsChangedSchema);
  // The calls that need no body read none (Fastify hands a missing one as null); an empty JSON
  // object is what a client may send.
  const noBody = z.nullish(z.strictObject({}));

  app.get(
    '/notifications',
    {
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(notificationSchema)),
      },
    },
    async (request) => ok(await notifications.list(request.scope)),
  );

  app.post(
    '/notifications/:id/seen',
    { schema: { params: idParams, body: noBody, response: changed } },
    async (request) => ok(await notifications.markSeen(request.scope, request.params.id)),
  );

  app.post(
    '/notifications/seen',
    { schema: { body: notificationsSeenSchema, response: changed } },
    async (request) => ok(await notifications.markManySeen(request.scope, request.body.ids)),
  );

  app.delete(
    '/notifications/:id',
    { schema: { params: idParams, body: noBody, response: changed } },
    async (request) => ok(await notifications.remove(request.scope, request.params.id)),
  );

  app.delete(
    '/notifications',
    { schema: { querystring: z.strictObject({}), body: noBody, response: changed } },
    async (request) => ok(await notifications.removeAll(request.scope)),
  );
};
