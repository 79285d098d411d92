// Resolves the tenant named by the `x-subdomain` header (spec §7) for every /api request.
// Missing header → 400, unknown tenant → 404, both in the envelope. Tenants are looked up through
// a short-lived in-process cache because every API call needs one.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { TenantDirectory } from './tenant-directory.ts';
import type { TenantRecord } from './tenant-record.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRecord;
  }
}

const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function resolveTenantOnEveryRequest(app: FastifyInstance, tenants: TenantDirectory): void {
  app.decorateRequest('tenant', null as unknown as TenantRecord);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-subdomain'];
    const subdomain = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    if (!subdomain) {
      throw new AppError(ErrorCode.TenantRequired, 'The x-subdomain header is required.', {
        field: 'headers.x-subdomain',
      });
    }
    const tenant = subdomainPattern.test(subdomain) ? await tenants.find(subdomain) : undefined;
    if (!tenant) {
      throw new AppError(ErrorCode.TenantNotFound, `Unknown tenant '${subdomain}'.`, {
        field: 'headers.x-subdomain',
      });
    }
    request.tenant = tenant;
  });
}
