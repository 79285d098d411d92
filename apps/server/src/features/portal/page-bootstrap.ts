// What index.html carries for the tenant of the page (decision 013): GET portal/realm and GET
// portal/config answered ahead, as a JSON data block (never executed, so no script policy is
// loosened), so that a cold /login can leave for the identity provider at once and the first
// page paints the tenant's theme without waiting for either call. `<` is escaped, so tenant
// texts cannot close the block.
import type { AppConfig } from '../../platform/config/config.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { publicPortalConfig } from './portal-config-service.ts';
import { realmOf } from './realm-service.ts';

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
