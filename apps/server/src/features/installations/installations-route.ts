// GET installations/: the signed-in customer's installations as flat rows with computed status.
// The customer comes from the verified token, never from the request. The list is read on every
// start of the app and every return to it: its written answer is kept while the customer's data
// is unchanged (decision 022).
import { installationRowSchema } from '@portal/contract/installation';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { createWrittenAnswers } from '../../platform/http/written-answers.ts';
import type { InstallationService } from './installation-service.ts';

/** About 2,000 customers' lists of a few installations each. */
const keptBytes = 32 * 1024 * 1024;

export const installationsRoute: RoutePlugin<{ installations: InstallationService }> = async (
  app,
  { services },
) => {
  const answers = createWrittenAnswers({ maxBytes: keptBytes });
  app.get(
    '/installations/',
    {
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(installationRowSchema)),
      },
    },
    async (request, reply) =>
      answers.send(reply, services.installations.listKey(request.scope), async () =>
        ok(await services.installations.list(request.scope)),
      ),
  );
};
