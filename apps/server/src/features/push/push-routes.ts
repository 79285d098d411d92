// POST customers/registerSubscription (spec §7): the browser's push subscription, stored for the
// signed-in customer (the same endpoint again updates it); DELETE on the same path ends it
// (decision 069: the spec has no unsubscribe). Customer API.
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  subscriptionEndedSchema,
  subscriptionRegisteredSchema,
} from '@portal/contract/push';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { PushService } from './push-service.ts';

export const pushSubscriptionRoute: RoutePlugin<{ push: PushService }> = async (
  app,
  { services },
) => {
  app.post(
    '/customers/registerSubscription',
    {
      schema: { body: pushSubscriptionSchema, response: okResponse(subscriptionRegisteredSchema) },
    },
    async (request) => ok(await services.push.register(request.scope, request.body)),
  );
  app.delete(
    '/customers/registerSubscription',
    {
      schema: { body: pushUnsubscribeSchema, response: okResponse(subscriptionEndedSchema) },
    },
    async (request) => ok(await services.push.unregister(request.scope, request.body.endpoint)),
  );
};
