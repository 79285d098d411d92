// The /api routes as the app registers them, read from Fastify's onRoute hook: method, URL, the zod
// schemas of params, querystring, body and headers, the multipart form a route declares, and the
// access its scope marks it with (platform/http/route-access.ts). The access matrix and the fuzzer
// build their calls from this alone, so a new route is covered without a new test (decision 025).
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod/mini';
import type { MultipartForm } from '../src/platform/http/multipart-parts.ts';
import type { RouteAccess } from '../src/platform/http/route-access.ts';

export interface ApiRoute {
  /** "METHOD /api/path/:param", as Fastify registers it. */
  readonly key: string;
  readonly method: HTTPMethods;
  readonly url: string;
  readonly params: z.core.$ZodType | undefined;
  readonly querystring: z.core.$ZodType | undefined;
  readonly body: z.core.$ZodType | undefined;
  readonly headers: z.core.$ZodType | undefined;
  /** Its answer is the JSON envelope (not a file). */
  readonly answersJson: boolean;
  /** Read once every route is registered: the scope marks it after this hook has run. */
  readonly access: RouteAccess | undefined;
  readonly multipart: MultipartForm | undefined;
}

/** A zod schema, by zod's core class: the contract's and the server's alike (zod/mini). */
function zodSchema(value: unknown): z.core.$ZodType | undefined {
  return value instanceof z.core.$ZodType ? value : undefined;
}

function okSchema(responses: unknown): unknown {
  return typeof responses === 'object' && responses !== null && '200' in responses
    ? responses[200]
    : undefined;
}

function apiRoute(method: HTTPMethods, options: RouteOptions): ApiRoute {
  const schema = options.schema;
  return {
    key: `${method} ${options.url}`,
    method,
    url: options.url,
    params: zodSchema(schema?.params),
    querystring: zodSchema(schema?.querystring),
    body: zodSchema(schema?.body),
    headers: zodSchema(schema?.headers),
    answersJson: okSchema(schema?.response) instanceof z.core.$ZodObject,
    // The same options object passes through every onRoute hook, the scope's included.
    get access() {
      return options.config?.access;
    },
    get multipart() {
      return options.config?.multipart;
    },
  };
}

/** Collects every /api route; call before the app is registered (buildTestApp's beforeRegister). */
export function collectApiRoutes(server: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  server.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    // HEAD routes are Fastify's copies of the GET routes, with the same hooks.
    for (const method of methods) {
      if (method !== 'HEAD' && options.url.startsWith('/api/')) {
        routes.push(apiRoute(method, options));
      }
    }
  });
  return routes;
}

/** The integration API's routes (its operations and its reference): another kind of caller, with
 * its own matrix and fuzzing (integration-access-*.test.ts), kept out of the customer API's. */
export function isIntegrationRoute(route: ApiRoute): boolean {
  return route.access === 'integration' || route.access === 'reference';
}
