// The public origin of a tenant's portal (https://{tenant}.example.be), from the configured
// template: where its realm, its links in mail and its pages live.
import type { AppConfig } from '../config/config.ts';

export function tenantOrigin(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  subdomain: string,
): string {
  return config.tenantOriginTemplate.replace('{tenant}', subdomain);
}
