// The tenant's public portal configuration (spec §7 GET portal/config): features, colours, texts,
// logo, CO2 factors and configuration values, with the tenant's default interface language
// among the free configuration values and its languages beside them (decision 056: the web app
// offers only those). Served by the route and written into index.html.
import type { PublicPortalConfig } from '@portal/contract/portal';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';

export function publicPortalConfig(tenant: TenantRecord): PublicPortalConfig {
  const { portalConfig, defaultLanguage, languages } = tenant;
  return {
    ...portalConfig,
    config: { ...portalConfig.config, defaultLanguage },
    languages: [...languages],
  };
}
