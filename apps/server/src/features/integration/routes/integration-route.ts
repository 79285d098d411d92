// What an integration API route is (decision 054): a Fastify plugin with zod schemas, like every
// /api route, that receives the services as its one option and declares, in its route config, the
// scope a caller needs (`integrationScope`: `{area}:read` for GET, `{area}:write` for PUT, POST
// and DELETE). The integration API refuses to start with a route that declares none or the wrong
// kind, and its hook refuses a caller without that scope (403) before the body is read. The
// route's schema also carries what the OpenAPI document says of it: summary and tags.
// The declared scope (`config.integrationScope`, PER_RECORD) and the request's scope are the
// authentication hook's, in platform/scope/integration-scope.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /** One line for the OpenAPI document and the reference page. */
    summary?: string;
    /** More words for the reference page, when one line is not enough. */
    description?: string;
    /** The OpenAPI tag (one per collection) the operation is listed under. */
    tags?: readonly string[];
    /** What the document shows as the body, when the route validates it in parts itself. */
    documentedBody?: unknown;
  }
}

export interface IntegrationRouteOptions<S> {
  services: S;
}

/** A route of the integration API, given the services it calls (`S`), as every /api route is. */
export type IntegrationRoutePlugin<S = unknown> = FastifyPluginAsyncZod<IntegrationRouteOptions<S>>;

/** The kind of scope a method needs: reads read, everything else writes. */
export function scopeKindOf(method: string): 'read' | 'write' {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
