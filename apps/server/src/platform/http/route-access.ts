// What each /api route says about itself in its Fastify route config, so that the route table
// alone tells how to call it (decision 025): who may call it (set by api.ts for a whole scope,
// never by a route) and, for a multipart route, the form it reads (its body has no JSON schema).
import type { FastifyInstance } from 'fastify';
import type { MultipartForm } from './multipart-parts.ts';

/** public: no bearer token; customer: the customer API's scope, whose hook authenticates;
 * integration: the integration API's operations (an integration client's token and scope);
 * reference: that API's OpenAPI document and reference page (no token, not in the envelope). */
export type RouteAccess = 'public' | 'customer' | 'integration' | 'reference';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    multipart?: MultipartForm;
    /** Heavy uploads (ticket photos): at most a few of one customer received at once
     * (platform/http/uploads-per-customer.ts). */
    heavyUpload?: boolean;
  }
}

/** Marks every route registered in this scope from now on (an onRoute hook is inherited). */
export function markRouteAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}
