// GET portal/tag-id?subDomain=: the tenant's tag-manager id, read by the client as data.tagId.
import { tagIdSchema } from '@portal/contract/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../schemas/responses.ts';
import { assertSameTenant, subDomainParameter } from '../schemas/sub-domain-query.ts';

export const tagIdRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portal/tag-id',
    {
      schema: {
        querystring: z.strictObject({ subDomain: subDomainParameter }),
        response: okResponse(tagIdSchema),
      },
    },
    async (request) => {
      assertSameTenant(request, request.query.subDomain);
      return ok({ tagId: request.tenant.tagManagerId });
    },
  );
};
