// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of tenants:
// tenant onboarding and options, logos, and the status lists. Everything else is the feature's own.
export { MAX_LOGO_BYTES } from './logo-image.ts';
export { insertStandardLists } from './standard-lists.ts';
export { statusKey } from './status-list-repository.ts';
export type { StatusListService } from './status-list-service.ts';
export { createStatusListService } from './status-list-service.ts';
export { statusListsRoute } from './status-lists-route.ts';
export type { StoredLogos } from './stored-logos.ts';
export { createStoredLogos } from './stored-logos.ts';
export { registerStoredTenantLogos } from './stored-tenant-logo.ts';
export type { AdministeredTenant } from './tenant-admin-repository.ts';
export { findAdministeredTenant, setTenantIssuer } from './tenant-admin-repository.ts';
export { createTenantLogoLoader } from './tenant-logo.ts';
export type {
  OnboardingContext,
  OnboardingStep,
  TenantChange,
  TenantCommandDeps,
} from './tenant-onboarding.ts';
export {
  createTenant,
  DEFAULT_KWH_TO_KG_CO2E,
  listTenants,
  setTenantEnabled,
  TenantOptionsError,
  updateTenant,
} from './tenant-onboarding.ts';
export type { ClearableSetting, OptionProblem, Parsed } from './tenant-options.ts';
export {
  clearFlags,
  createOptionsSchema,
  parseOptions,
  parseUpdateOptions,
} from './tenant-options.ts';
