// The realm a tenant's customers sign in with. Keycloak issuers look like
// `{auth-server-url}/realms/{realm}`, which is how the client builds its authority back.
import type { Realm } from '@portal/contract/portal';
import type { AppConfig } from '../../platform/config/config.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { keycloakRealmOf } from '../../platform/tenancy/external-issuer.ts';
import { issuerOf } from '../../platform/tenancy/realm-settings.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';

export interface RealmService {
  /** Where the tenant's customers sign in (GET portal/realm). */
  of(tenant: TenantRecord): Realm;
}

export function realmOf(
  tenant: TenantRecord,
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
): Realm {
  const issuer = issuerOf(config, tenant);
  const keycloak = keycloakRealmOf(issuer);
  if (!keycloak) throw new Error(`issuer ${issuer} is not of the form {server}/realms/{realm}`);
  const clientId = tenant.realm.externalIssuer ? tenant.realm.externalClientId : null;
  return {
    'auth-server-url': keycloak.server,
    realm: keycloak.realm,
    resource: clientId ?? tenant.realm.clientId,
  };
}

export function createRealmService({ config }: Pick<ServiceDeps, 'config'>): RealmService {
  return { of: (tenant) => realmOf(tenant, config) };
}
