// The integration API's OpenAPI 3.1 document, generated from the routes as Fastify
// registers them: their zod schemas become JSON Schema 2020-12 (OpenAPI 3.1's dialect) with zod's
// own z.toJSONSchema, request sides as the input they accept and answers as the output they give,
// and the scope each route declares becomes its security requirement. Built once when the API is
// ready; per tenant only the token URL changes. Nothing here is written by hand per route, so the
// document cannot drift from what the server does.
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod/mini';
import { pdfBytesSchema } from './integration-responses.ts';

export const API_TITLE = 'Integration API';
export const API_VERSION = '1.0.0';
export const SECURITY_SCHEME = 'clientCredentials';

export interface CollectedRoute {
  method: string;
  /** Fastify's URL, `/api/integration/v1/customers/:externalId`. */
  url: string;
  schema: FastifySchema | undefined;
  scope: string | undefined;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    license: { name: string; identifier: string };
    description: string;
  };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string; schema: JsonSchema }>;
      content?: Record<string, { schema: JsonSchema }>;
    }
  >;
  security: Record<string, string[]>[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** The route as Fastify passes it to onRoute, reduced to what the document needs. */
export function collectedRoute(method: string, options: RouteOptions): CollectedRoute {
  return {
    method,
    url: options.url,
    schema: options.schema,
    scope: options.config?.integrationScope,
  };
}

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // An empty tuple (a success's `errors: []`) comes out with `prefixItems: []`, which JSON
    // Schema 2020-12 forbids (at least one item); `items: false` with `maxItems: 0` says it all.
    override: ({ jsonSchema }) => {
      if (Array.isArray(jsonSchema.prefixItems) && jsonSchema.prefixItems.length === 0) {
        delete jsonSchema.prefixItems;
      }
      // "These shapes, or any other value" (a batch record, checked on its own): the empty
      // schema for "any other" is written as "none of the shapes", which means the same and
      // keeps the composition meaningful to linters.
      if (Array.isArray(jsonSchema.anyOf)) {
        const members = jsonSchema.anyOf as JsonSchema[];
        const isEmpty = (member: JsonSchema) => Object.keys(member).length === 0;
        const shapes = members.filter((member) => !isEmpty(member));
        if (shapes.length > 0 && shapes.length < members.length) {
          jsonSchema.anyOf = [
            ...shapes,
            { not: shapes.length === 1 ? shapes[0] : { anyOf: shapes } },
          ];
        }
      }
    },
  });
  return rest;
}

function parametersOf(schema: unknown, where: 'path' | 'query'): OpenApiParameter[] {
  const object = jsonSchema(schema, 'input');
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const statusWords: Record<string, string> = {
  '200': 'The record, in the envelope.',
  '400': 'Bad input: every bad field is listed in errors.',
  '401': 'No bearer token, or not an integration token of this tenant.',
  '403': 'The token does not grant the scope this operation needs.',
  '404': 'No such record.',
  '409':
    'Refused, nothing changed: the change contradicts the record’s state (CONFLICT), or the ' +
    'record’s customer erased their account (CUSTOMER_ERASED).',
  '413': 'The body, or a PDF in it, is too large.',
  '500': 'Unexpected failure; nothing was changed.',
  '503': 'A service the API needs is unavailable; try again after Retry-After.',
};

/** The bearer challenge every 401 carries (RFC 6750 §3). */
const challengeHeader = {
  'WWW-Authenticate': {
    description:
      '`Bearer` without a token; `Bearer error="invalid_token", error_description="…"` for a ' +
      'token refused.',
    schema: { type: 'string' },
  },
};

/** Whether an operation can answer `status`: a read changes nothing, so it meets no lifecycle
 * (409), and only a request with a body can be too large (413). */
function answersWith(status: string, method: string, hasBody: boolean): boolean {
  if (status === '409') return method !== 'GET';
  if (status === '413') return hasBody;
  return true;
}

function responsesOf(
  schema: FastifySchema | undefined,
  method: string,
  hasBody: boolean,
): OpenApiOperation['responses'] {
  const responses = (schema?.response ?? {}) as Record<string, unknown>;
  const out: OpenApiOperation['responses'] = {};
  for (const [status, body] of Object.entries(responses)) {
    if (!answersWith(status, method, hasBody)) continue;
    if (body === pdfBytesSchema) {
      out[status] = {
        description: 'The PDF file.',
        content: {
          'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
        },
      };
      continue;
    }
    const content = jsonSchema(body, 'output');
    out[status] = {
      description: statusWords[status] ?? `HTTP ${status}`,
      ...(status === '401' ? { headers: challengeHeader } : {}),
      ...(content ? { content: { 'application/json': { schema: content } } } : {}),
    };
  }
  return out;
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/^\{(.*)\}$/, 'by-$1'))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

/** Every operation names its tenant, as every /api call does. */
const tenantHeader: OpenApiParameter = {
  name: 'x-subdomain',
  in: 'header',
  required: true,
  schema: { type: 'string', pattern: '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$' },
};

function operationOf(route: CollectedRoute, path: string): OpenApiOperation {
  const { schema } = route;
  const body = jsonSchema(schema?.documentedBody ?? schema?.body, 'input');
  return {
    operationId: operationIdOf(route.method, path),
    summary: schema?.summary ?? `${route.method} ${path}`,
    ...(schema?.description ? { description: schema.description } : {}),
    tags: [...(schema?.tags ?? ['other'])],
    parameters: [
      tenantHeader,
      ...parametersOf(schema?.params, 'path'),
      ...parametersOf(schema?.querystring, 'query'),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: responsesOf(schema, route.method, body !== undefined),
    // A per-record route (the batch) needs a token; each record, its own area's write scope.
    security: [{ [SECURITY_SCHEME]: route.scope?.includes(':') ? [route.scope] : [] }],
  };
}

/** The document of the collected (secured) routes, for a tenant's token URL. */
export function buildOpenApiDocument(
  routes: readonly CollectedRoute[],
  tenant: { tokenUrl: string; serverUrl: string; basePath: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    // Paths are relative to the server URL, which ends in the API's prefix.
    const relative = route.url.startsWith(tenant.basePath)
      ? route.url.slice(tenant.basePath.length)
      : route.url;
    const path = relative.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, path) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      // For the tenant's own back office, under the installer's agreement with the portal.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'The installer’s back office writes what the portal shows (customers, offers and ' +
        'orders, invoices, deliveries, inspections, grid-operator requests, repairs, ticket ' +
        'replies, notifications, vouchers, monitoring devices) by its own ids: ' +
        'PUT …/{externalId} is idempotent, and a status only moves as spec §4 allows (409 ' +
        'otherwise, nothing ' +
        'changed). A customer who erased their account (the account.erased event) takes ' +
        'nothing new: a write for them answers 409 CUSTOMER_ERASED, except the correction and ' +
        'payment of a kept invoice, a credit note, and deletions. ' +
        'Every answer is the envelope { data, errors }. Tokens: OAuth 2.0 client ' +
        'credentials at the tenant’s realm, with the scope each operation names; send the ' +
        'tenant’s subdomain in the x-subdomain header.',
    },
    servers: [{ url: tenant.serverUrl }],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: tenant.tokenUrl,
              scopes: Object.fromEntries(
                INTEGRATION_SCOPES.map((scope) => [scope, scopeDescription(scope)]),
              ),
            },
          },
        },
      },
    },
  };
}

function scopeDescription(scope: string): string {
  const [area, kind] = scope.split(':');
  return kind === 'read' ? `Read ${area}.` : `Create, change and delete ${area}.`;
}
