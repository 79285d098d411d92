// What index.html carries for the tenant of the page (decision 013): GET portal/realm and GET
// portal/config answered ahead, as a JSON data block (never executed, so no script policy is
// loosened), so that a cold /login can leave for the identity provider at once and the first
// page paints the tenant's theme without waiting for either call. `<` is escaped, so tenant
// texts cannot close the block.
import type { AppConfig } from '../../platform/config/config.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { publicPortalConfig } from './portal-config-service.ts';
import { realmOf } from './realm-service.ts';

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The tenant a page host names, as the SPA reads it (apps/web/src/lib/tenant-host.ts): the first
 * label before the portal domain, or of a foreign host with several labels; else none.
 */
export function subdomainOfHost(hostname: string, portalDomain: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || ipv4.test(host) || host.includes(':') || host === portalDomain) {
    return undefined;
  }
  const prefix = host.endsWith(`.${portalDomain}`)
    ? host.slice(0, -portalDomain.length - 1)
    : host.includes('.')
      ? host
      : '';
  return prefix.split('.')[0] || undefined;
}

export function bootstrapData(
  tenant: TenantRecord,
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
): { realm: unknown; config: unknown } {
  return { realm: realmOf(tenant, config), config: publicPortalConfig(tenant) };
}

export function bootstrapBlock(data: { realm: unknown; config: unknown }): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="portal-bootstrap">${json}</script>`;
}
