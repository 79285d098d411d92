// A tenant as the whole server sees it: who they are, their portal configuration and their realm.
// In the platform (decisions 011 and 058) because the request scope, the repositories, the
// identity provider and the mail all speak of tenants.
import type { Language, PortalConfig } from '@portal/contract/portal';

export interface TenantRealm {
  /** Realm of the embedded identity provider. */
  name: string;
  clientId: string;
  /** An external OIDC issuer replacing the embedded realm, and its client id. */
  externalIssuer: string | null;
  externalClientId: string | null;
}

export interface TenantRecord {
  id: number;
  subdomain: string;
  name: string;
  defaultLanguage: Language;
  /** The portal's languages; defaultLanguage is one of them. */
  languages: Language[];
  portalConfig: PortalConfig;
  tagManagerId: string | null;
  realm: TenantRealm;
}
