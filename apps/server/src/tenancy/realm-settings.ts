// Where each tenant's realm lives and what its tokens must say. Shared by the embedded provider
// (which issues tokens) and the API (which verifies them), so the two cannot disagree.
import type { AppConfig } from '../config.ts';
import { tenantOrigin } from './tenant-origin.ts';
import type { TenantRecord } from './tenant-record.ts';

/** The audience of every access token the portal API accepts (RFC 8707 resource indicator). */
export const API_AUDIENCE = 'urn:portal:api';

/** Access tokens live 30 minutes: longer than the client's 900 s refresh margin (spec §4). */
export const ACCESS_TOKEN_TTL_SECONDS = 1800;

/** Signing algorithms the provider uses and the API accepts; nothing else (no `none`, no HS*). */
export const ACCEPTED_ALGORITHMS = ['RS256', 'ES256'] as const;

/** The embedded realm's issuer: `{origin}/auth/realms/{tenant}`, Keycloak's layout. */
export function embeddedIssuer(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  subdomain: string,
): string {
  return `${tenantOrigin(config, subdomain)}/auth/realms/${subdomain}`;
}

/** The issuer whose tokens this tenant's API calls must carry. */
export function issuerOf(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  tenant: TenantRecord,
): string {
  return tenant.realm.externalIssuer ?? embeddedIssuer(config, tenant.subdomain);
}
