// GET portal/push-key: the tenant's public VAPID key, which the browser subscribes with
// (pushManager.subscribe's applicationServerKey; decision 037). Public, like the rest of the
// tenant's portal configuration; fetched only by the push dialog, so the first page never waits
// for it.
import { pushKeySchema } from '@portal/contract/push';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { PushService } from './push-service.ts';

export const pushKeyRoute: RoutePlugin<{ push: PushService }> = async (app, { services }) => {
  app.get(
    '/portal/push-key',
    { schema: { querystring: z.strictObject({}), response: okResponse(pushKeySchema) } },
    async (request) => ok({ publicKey: await services.push.publicKey(request.tenant) }),
  );
};
