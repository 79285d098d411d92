// The one line a person starting the portal reads among the JSON log lines: where to open it.
import type { AppConfig } from '../config/config.ts';
import { tenantOrigin } from './tenant-origin.ts';

export function readyLine(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  subdomains: readonly string[],
): string {
  if (subdomains.length === 0) {
    return 'The portal is ready, with no tenant yet: add one with `npm run tenant -- create`.';
  }
  const addresses = subdomains.map((subdomain) => `  ${tenantOrigin(config, subdomain)}`);
  return ['The portal is ready. Open:', ...addresses].join('\n');
}
