// GET portal/tag-id?subDomain=: the tenant's tag-manager id, read by the client as data.tagId,
// and the origin its container loads from (the one the page's policy allows, decision 077).
import { tagIdSchema } from '@portal/contract/portal';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { assertSameTenant, subDomainParameter } from '../../platform/http/sub-domain-query.ts';

export const tagIdRoute: RoutePlugin<{ tagManager: { scriptOrigin: string } }> = async (
  app,
  { services },
) => {
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
      const tagId = request.tenant.tagManagerId;
      return ok({ tagId, scriptOrigin: tagId ? services.tagManager.scriptOrigin : null });
    },
  );
};
