// GET installations/: the signed-in customer's installations as flat rows with computed status.
// The customer comes from the verified token, never from the request.
import { installationRowSchema } from '@portal/contract/installation';
import { z } from 'zod';
import { ok, okResponse } from '../http/response-envelope.ts';
import type { RoutePlugin } from './route-plugin.ts';

export const installationsRoute: RoutePlugin = async (app, { services }) => {
  app.get(
    '/installations/',
    {
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(installationRowSchema)),
      },
    },
    async (request) => ok(await services.installations.list(request.scope)),
  );
};
