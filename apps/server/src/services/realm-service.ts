// The realm a tenant's customers sign in with. Keycloak issuers look like
// `{auth-server-url}/realms/{realm}`, which is how the client builds its authority back.
import type { Realm } from '@portal/contract/portal';
import type { AppConfig } from '../config.ts';
import { keycloakRealmOf } from '../tenancy/external-issuer.ts';
import { issuerOf } from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { ServiceDeps } from './service-deps.ts';

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
