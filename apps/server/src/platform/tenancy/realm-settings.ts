// Where each tenant's realm lives and what its tokens must say. Shared by the embedded provider
// (which issues tokens) and the API (which verifies them), so the two cannot disagree.
import type { AppConfig } from '../config/config.ts';
import { tenantOrigin } from './tenant-origin.ts';
import type { TenantRecord } from './tenant-record.ts';

/** The audience of every access token the portal API accepts (RFC 8707 resource indicator). */
export const API_AUDIENCE = 'urn:portal:api';

/** The audience of the integration API's access tokens: a client-credentials token
 * of an integration client. Distinct from API_AUDIENCE, so neither kind of token is accepted where
 * the other belongs. Claims: `iss` the realm, `aud` this, `sub` and `client_id` the integration
 * client's id, `scope` the granted integration scopes (@portal/contract/integration-scopes),
 * space-separated; header `typ: at+jwt`; signed by the realm's keys. */
export const INTEGRATION_AUDIENCE = 'urn:portal:integration';

/** Integration tokens live 10 minutes: a back office asks for a new one per sync run. */
export const INTEGRATION_TOKEN_TTL_SECONDS = 600;

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
