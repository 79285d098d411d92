// Everything the embedded identity provider serves outside /api: each tenant realm's OpenID
// endpoints and the login interaction, under /auth/realms/{tenant}. Two encapsulated contexts,
// because the provider parses its own request bodies while the interaction takes JSON.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AttemptCounter } from '../cache/attempt-counter.ts';
import type { SessionEndings } from '../cache/session-endings.ts';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/schema.ts';
import type { TenantDirectory } from '../tenancy/tenant-directory.ts';
import type { CustomerAuthentication } from './customer-authentication.ts';
import type { IntegrationClientLookup } from './integration-clients.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { keycloakRealmRoutes } from './keycloak-realm-routes.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createPageLogos, type LogoReader } from './page-logos.ts';
import type { RealmKeyCipher } from './realm-key-cipher.ts';
import { createRealmProviders, type RealmProviders } from './realm-provider.ts';
import { realmRoutes } from './realm-routes.ts';
import { createTokenThrottle } from './token-throttle.ts';

export interface IdentityOptions {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'tenantOriginTemplate'>;
  tenants: TenantDirectory;
  clock: () => Date;
  cipher: RealmKeyCipher;
  /** Counts failed logins (decision 023). */
  attempts: AttemptCounter;
  sessionEndings: SessionEndings;
  /** The tenants' integration clients (decision 053). */
  integrationClients: IntegrationClientLookup;
  /** Judges the access tokens shown at the userinfo endpoint as the API does. */
  authentication: CustomerAuthentication;
  /** Reads a tenant's logo, to write a small one into the provider's pages. */
  readLogo?: LogoReader;
}

/** Registers the realms' routes; returns the providers (to revoke sessions, in tests...). */
export async function registerIdentity(
  app: FastifyInstance,
  options: IdentityOptions,
): Promise<RealmProviders> {
  const pageLogos = createPageLogos(options.readLogo);
  const providers = createRealmProviders({
    db: options.db,
    config: options.config,
    log: app.log,
    cipher: options.cipher,
    sessionEndings: options.sessionEndings,
    integrationClients: options.integrationClients,
    pageLogos,
  });
  await app.register(realmRoutes, {
    providers,
    tenants: options.tenants,
    config: options.config,
    userinfo: { db: options.db, authentication: options.authentication },
    tokenThrottle: createTokenThrottle(options.attempts),
    clock: options.clock,
  });
  await app.register(keycloakRealmRoutes, {
    providers,
    tenants: options.tenants,
    config: options.config,
    db: options.db,
    cipher: options.cipher,
  });
  await app.register(interactionRoutes, {
    ...options,
    providers,
    throttle: createLoginThrottle(options.attempts),
    pageLogos,
  });
  return providers;
}
