// GET portal/config: the tenant's features, colours, texts per language, logo, CO2 factors and
// configuration values (spec §7). Public: the SPA needs it before anyone signs in.
import { publicPortalConfigSchema } from '@portal/contract/portal';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { publicPortalConfig } from './portal-config-service.ts';

export const configRoute: RoutePlugin = async (app) => {
  app.get(
    '/portal/config',
    { schema: { querystring: z.strictObject({}), response: okResponse(publicPortalConfigSchema) } },
    async (request) => ok(publicPortalConfig(request.tenant)),
  );
};
