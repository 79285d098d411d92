// Resolves the tenant of every request of a scope (tenant-resolver.ts) before anything else runs,
// and leaves it on the request. Tenants are looked up through a short-lived in-process cache
// (tenant-directory.ts) because every API call needs one.
import type { FastifyInstance } from 'fastify';
import type { TenantDirectory } from './tenant-directory.ts';
import type { TenantRecord } from './tenant-record.ts';
import { resolveTenant } from './tenant-resolver.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRecord;
  }
}

export function resolveTenantOnEveryRequest(app: FastifyInstance, tenants: TenantDirectory): void {
  app.decorateRequest('tenant', null as unknown as TenantRecord);
  app.addHook('onRequest', async (request) => {
    request.tenant = await resolveTenant(request, { tenants });
  });
}
