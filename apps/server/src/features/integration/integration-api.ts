// The installer's integration API under /api/integration/v1/ (decision 054), composed here beside
// api.ts as api.ts composes the customer API; its parts live in routes/integration/. Two scopes:
// the reference (openapi.json and the readable page, no token: a document is not data) and the
// operations, where one hook authenticates every request as an integration client of the tenant
// named by x-subdomain and checks the scope the route declares. A route joins by being listed in
// integration-route-list.ts (or passed in `routes`); it is refused at start-up unless it declares
// the scope of its kind, and it appears in the OpenAPI document by itself.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { markRouteAccess } from '../../platform/http/route-access.ts';
import { authenticateIntegrationClients } from '../../platform/identity/integration-authentication.ts';
import {
  type IntegrationTokenVerifier,
  type IsClientActive,
  PER_RECORD,
} from '../../platform/scope/integration-scope.ts';
import type { TenantDirectory } from '../../platform/tenancy/tenant-directory.ts';
import { resolveTenantOnEveryRequest } from '../../platform/tenancy/tenant-hook.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { resolveTenant } from '../../platform/tenancy/tenant-resolver.ts';
import type { IntegrationRoutePlugin } from './routes/integration-route.ts';
import { scopeKindOf } from './routes/integration-route.ts';
import { type IntegrationServices, integrationRoutes } from './routes/integration-route-list.ts';
import {
  buildOpenApiDocument,
  type CollectedRoute,
  collectedRoute,
  type OpenApiDocument,
} from './routes/openapi-document.ts';
import { referencePagePolicy, renderReferencePage } from './routes/reference-page.ts';

export const INTEGRATION_PREFIX = '/api/integration/v1';

export interface IntegrationApiOptions {
  /** The tenants (x-subdomain) and what the routes call. */
  services: IntegrationServices & { tenants: TenantDirectory };
  verifyToken: IntegrationTokenVerifier;
  isClientActive: IsClientActive;
  /** The tenant realm's token endpoint (client credentials) and the API's public base URL. */
  tokenUrlOf: (tenant: TenantRecord) => string;
  serverUrlOf: (tenant: TenantRecord) => string;
  /** Where the tenant of a page request may also be named by its host. */
  portalDomain: string;
  /** The routes; by default integration-route-list.ts. */
  routes?: readonly IntegrationRoutePlugin<IntegrationServices>[];
}

/** Every route must declare the scope its method needs: a forgotten one fails at start-up. */
function checkDeclaredScope(route: RouteOptions, method: string): void {
  const scope = route.config?.integrationScope;
  if (scope === PER_RECORD && method === 'POST') return;
  if (!scope?.endsWith(`:${scopeKindOf(method)}`)) {
    throw new Error(
      `${method} ${route.url}: an integration route declares config.integrationScope ` +
        `'{area}:${scopeKindOf(method)}' (found ${scope ?? 'none'})`,
    );
  }
}

export async function integrationApi(
  instance: FastifyInstance,
  options: IntegrationApiOptions,
): Promise<void> {
  const { services } = options;
  const collected: CollectedRoute[] = [];

  /** The tenant of a reference request: x-subdomain, else the page's host. */
  const tenantOf = (request: FastifyRequest) =>
    resolveTenant(request, { tenants: services.tenants, hostDomain: options.portalDomain });
  let document: ((tenant: TenantRecord) => OpenApiDocument) | undefined;
  instance.addHook('onReady', async () => {
    document = (tenant) =>
      buildOpenApiDocument(collected, {
        tokenUrl: options.tokenUrlOf(tenant),
        serverUrl: options.serverUrlOf(tenant),
        basePath: instance.prefix,
      });
  });
  const documentOf = (tenant: TenantRecord) => {
    if (!document) throw new AppError(ErrorCode.Unavailable, 'The API is starting.');
    return document(tenant);
  };

  await instance.register(async (reference) => {
    markRouteAccess(reference, 'reference');
    reference.get('/openapi.json', async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return documentOf(await tenantOf(request));
    });
    reference.get('/docs', async (request, reply) => {
      const tenant = await tenantOf(request);
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', referencePagePolicy)
        .header('cache-control', 'no-cache');
      return renderReferencePage(documentOf(tenant), tenant.name);
    });
  });

  await instance.register(async (operations) => {
    markRouteAccess(operations, 'integration');
    operations.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        checkDeclaredScope(route, method);
        collected.push(collectedRoute(method, route));
      }
    });
    resolveTenantOnEveryRequest(operations, services.tenants);
    authenticateIntegrationClients(operations, options);
    for (const route of options.routes ?? integrationRoutes) {
      await operations.register(route, { services });
    }
  });
}
