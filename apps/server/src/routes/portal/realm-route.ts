// GET portal/realm: where the client signs in (spec §7), read as auth-server-url, realm, resource.
// The embedded provider serves every tenant's realm under /auth on the tenant's origin; a tenant
// with an external issuer (e.g. a Keycloak realm URL) gets that issuer's base URL and realm.
import { realmSchema } from '@portal/contract/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { realmOf } from '../../services/realm-service.ts';
import { ok, okResponse } from '../schemas/responses.ts';

export const realmRoute: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/portal/realm',
    { schema: { querystring: z.strictObject({}), response: okResponse(realmSchema) } },
    async (request) => ok(realmOf(request.tenant, config)),
  );
};
