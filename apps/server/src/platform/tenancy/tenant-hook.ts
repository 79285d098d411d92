// Resolves the tenant of every request of a scope (tenant-resolver.ts) before anything else runs,
// and leaves it on the request. Tenants are looked up through a short-lived in-process cache
// (tenant-directory.ts) because every API call needs one. A route opened from a mail
// (`config.tenantByHost`: a browser, or a mail client's one-click POST, sends no x-subdomain) is
// resolved by its host too, which is the tenant's own, since the mail's link was made on it.
import type { FastifyInstance } from 'fastify';
import type { TenantDirectory } from './tenant-directory.ts';
import type { TenantRecord } from './tenant-record.ts';
import { resolveTenant } from './tenant-resolver.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRecord;
  }
  interface FastifyContextConfig {
    /** A mailed link's route: without x-subdomain, its host under the portal domain names the
     * tenant. */
    tenantByHost?: boolean;
  }
}

export function resolveTenantOnEveryRequest(
  app: FastifyInstance,
  tenants: TenantDirectory,
  portalDomain?: string,
): void {
  app.decorateRequest('tenant', null as unknown as TenantRecord);
  app.addHook('onRequest', async (request) => {
    const byHost = portalDomain !== undefined && request.routeOptions.config.tenantByHost === true;
    request.tenant = await resolveTenant(request, {
      tenants,
      ...(byHost ? { hostDomain: portalDomain } : {}),
    });
  });
}
