// The API under /api: every request names its tenant (x-subdomain), then either a public route
// answers or the customer API does, whose one hook authenticates every route inside it. Routes
// come from routes/route-list.ts and receive the services built once in app.ts. Each scope marks
// its routes' config with their access, which the access-matrix test reads (decision 025).
import type { FastifyInstance } from 'fastify';
import { markRouteAccess } from './platform/http/route-access.ts';
import { authenticateEveryRequest } from './platform/identity/authentication-hook.ts';
import { resolveTenantOnEveryRequest } from './platform/tenancy/tenant-hook.ts';
import { customerRoutes, publicRoutes } from './route-list.ts';
import type { Services } from './services.ts';

export async function api(instance: FastifyInstance, { services }: { services: Services }) {
  resolveTenantOnEveryRequest(instance, services.tenants);
  await instance.register(async (publicApi) => {
    markRouteAccess(publicApi, 'public');
    for (const route of publicRoutes) await publicApi.register(route, { services });
  });
  await instance.register(async (customerApi) => {
    markRouteAccess(customerApi, 'customer');
    authenticateEveryRequest(customerApi, services.authentication);
    for (const route of customerRoutes) await customerApi.register(route, { services });
  });
}
