// The one place a request's tenant is resolved: the API's `x-subdomain` header (spec §7), else,
// where a page is opened in a browser that sends no such header, the host under the portal's
// domain, else the portal's default tenant where a page has one. Which of these a caller reads is
// its lookup; the customer API and the integration operations read the header only, the public
// routes of mailed links the host too (tenant-hook.ts).
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { TenantDirectory } from './tenant-directory.ts';
import { subdomainOfHost } from './tenant-host.ts';
import type { TenantRecord } from './tenant-record.ts';

/** The names a tenant can have (tenant-options.ts refuses any other at creation). */
export const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const field = 'headers.x-subdomain';

export interface TenantLookup {
  tenants: TenantDirectory;
  /** Whether the x-subdomain header names the tenant (the APIs); default true. */
  byHeader?: boolean;
  /** When set, a request the header does not name is resolved by its host under this domain. */
  hostDomain?: string;
  /** When set, the tenant of a request nothing else names. */
  defaultTenant?: string;
}

function subdomainOf(request: FastifyRequest, lookup: TenantLookup): string | undefined {
  const header = lookup.byHeader === false ? undefined : request.headers['x-subdomain'];
  const named = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  const byHost =
    lookup.hostDomain === undefined
      ? undefined
      : subdomainOfHost(request.hostname, lookup.hostDomain);
  return named || byHost || lookup.defaultTenant;
}

/** The tenant the request names, if any and if it exists. */
export async function findTenantOf(
  request: FastifyRequest,
  lookup: TenantLookup,
): Promise<TenantRecord | undefined> {
  const subdomain = subdomainOf(request, lookup);
  return subdomain && subdomainPattern.test(subdomain) ? lookup.tenants.find(subdomain) : undefined;
}

/** The tenant the request names; none named → 400, unknown → 404, both in the envelope. */
export async function resolveTenant(
  request: FastifyRequest,
  lookup: TenantLookup,
): Promise<TenantRecord> {
  const subdomain = subdomainOf(request, lookup);
  if (!subdomain) {
    throw new AppError(ErrorCode.TenantRequired, 'The x-subdomain header is required.', { field });
  }
  const tenant = subdomainPattern.test(subdomain)
    ? await lookup.tenants.find(subdomain)
    : undefined;
  if (!tenant) {
    throw new AppError(ErrorCode.TenantNotFound, `Unknown tenant '${subdomain}'.`, { field });
  }
  return tenant;
}
