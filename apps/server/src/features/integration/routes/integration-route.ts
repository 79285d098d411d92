// What an integration API route is (decision 054): a Fastify plugin with zod schemas, like every
// /api route, that receives the services as its one option and declares, in its route config, the
// scope a caller needs (`integrationScope`: `{area}:read` for GET, `{area}:write` for PUT, POST
// and DELETE). The integration API refuses to start with a route that declares none or the wrong
// kind, and its hook refuses a caller without that scope (403) before the body is read. The
// route's schema also carries what the OpenAPI document says of it: summary and tags.
import type { IntegrationScope } from '@portal/contract/integration-scopes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { Services } from '../../../services.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The integration scope the route needs; required on every integration API route. A route
     * whose records each belong to an area (the batch) says PER_RECORD and checks each one. */
    integrationScope?: IntegrationScope | typeof PER_RECORD;
  }
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
  interface FastifyRequest {
    /** The integration API's request scope; set by that API's authentication hook only. */
    integration: IntegrationRequestScope;
  }
}

/** The scope of a route that checks the write scope of each record's area itself. */
export const PER_RECORD = 'per-record';

export interface IntegrationRouteOptions {
  services: Services;
}

export type IntegrationRoutePlugin = FastifyPluginAsyncZod<IntegrationRouteOptions>;

/** The kind of scope a method needs: reads read, everything else writes. */
export function scopeKindOf(method: string): 'read' | 'write' {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
