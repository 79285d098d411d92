// GET portal/realm: where the client signs in (spec §7), read as auth-server-url, realm, resource.
// The embedded provider serves every tenant's realm under /auth on the tenant's origin; a tenant
// with an external issuer (e.g. a Keycloak realm URL) gets that issuer's base URL and realm.
import { realmSchema } from '@portal/contract/portal';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { RealmService } from './realm-service.ts';

export const realmRoute: RoutePlugin<{ realm: RealmService }> = async (app, { services }) => {
  app.get(
    '/portal/realm',
    { schema: { querystring: z.strictObject({}), response: okResponse(realmSchema) } },
    async (request) => ok(services.realm.of(request.tenant)),
  );
};
