// GET portal/config: the tenant's features, colours, texts per language, logo, CO2 factors and
// configuration values (spec §7). Public: the SPA needs it before anyone signs in.
import { portalConfigSchema } from '@portal/contract/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../schemas/responses.ts';

export const configRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portal/config',
    { schema: { querystring: z.strictObject({}), response: okResponse(portalConfigSchema) } },
    async (request) => {
      const { portalConfig, defaultLanguage } = request.tenant;
      // The tenant's default interface language travels with the free configuration values.
      return ok({ ...portalConfig, config: { ...portalConfig.config, defaultLanguage } });
    },
  );
};
