// Feature flags on the server (spec §6: the portal configuration gates support, survey, loyalty
// and monitoring per tenant). The web app hides a disabled feature's routes; the API refuses its
// calls too, so a tenant without the feature has none of its data served or written. A refusal
// is 403 FORBIDDEN in the envelope (decision 033), after authentication (a caller without a
// valid token still gets 401 first) and before any body is read.
import { ErrorCode } from '@portal/contract/error-code';
import { type Feature, hasFeature } from '@portal/domain/feature';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

export function assertFeature(tenant: TenantRecord, feature: Feature): void {
  if (!hasFeature(tenant.portalConfig.features, feature)) {
    throw new AppError(ErrorCode.Forbidden, `The ${feature} feature is not enabled here.`);
  }
}

/** Every route registered in this scope answers only for tenants with the feature. */
export function requireFeature(scope: FastifyInstance, feature: Feature): void {
  scope.addHook('onRequest', async (request) => assertFeature(request.tenant, feature));
}
