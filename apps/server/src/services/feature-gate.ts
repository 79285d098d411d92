// The one refusal of a call whose feature the tenant has not enabled (spec §6: support, survey,
// loyalty and monitoring are gated per tenant): 403 FEATURE_DISABLED, the same for every feature
// (decision 042). Checked after the record a call names is found to be the caller's, so that
// another customer's id stays a 404 whatever the features (decision 025).
import { ErrorCode } from '@portal/contract/error-code';
import { type Feature, hasFeature } from '@portal/domain/feature';
import { AppError } from '../errors/app-error.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

export function requireFeature(tenant: TenantRecord, feature: Feature): void {
  if (!hasFeature(tenant.portalConfig.features, feature)) {
    throw new AppError(
      ErrorCode.FeatureDisabled,
      `This portal does not offer the ${feature} feature.`,
    );
  }
}
