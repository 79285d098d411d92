// `npm run tenant -- client <subdomain>`: one more integration client for a tenant that exists (a
// second back office, or the demo tenant's, which the seed does not make), with every scope. Its
// secret is printed this once; the server stores only its hash (decisions 053, 075).
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import type { Kysely } from 'kysely';
import { createIntegrationClientService } from '../apps/server/src/features/integration/index.ts';
import { findAdministeredTenant } from '../apps/server/src/features/tenants/index.ts';
import type { AppConfig } from '../apps/server/src/platform/config/config.ts';
import type { Database } from '../apps/server/src/platform/db/schema.ts';
import { embeddedIssuer } from '../apps/server/src/platform/tenancy/realm-settings.ts';
import type { TenantRecord } from '../apps/server/src/platform/tenancy/tenant-record.ts';

/** Makes the client; the lines to print, or undefined when the tenant does not exist. */
export async function newIntegrationClient(
  db: Kysely<Database>,
  config: AppConfig,
  subdomain: string,
): Promise<string[] | undefined> {
  const tenant = await findAdministeredTenant(db, subdomain);
  if (!tenant) return undefined;
  return issueIntegrationClient(db, config, tenant, new Date());
}

/** `rotate-secret <subdomain> <client-id>`: a new secret, printed once; the old one stops working
 * at once (decision 075). Undefined when the tenant does not exist; an unknown or disabled client
 * is a 404 AppError. */
export async function rotateIntegrationSecret(
  db: Kysely<Database>,
  subdomain: string,
  clientId: string,
): Promise<string[] | undefined> {
  const tenant = await findAdministeredTenant(db, subdomain);
  if (!tenant) return undefined;
  const clients = createIntegrationClientService({ db, clock: () => new Date() });
  const secret = await clients.rotateSecret(tenant.id, clientId);
  return [
    `integration client ${clientId}: new secret, the old one no longer works`,
    `integration client secret (shown this once): ${secret}`,
  ];
}

/** The client of `create` and of `client`: every scope, its secret printed once. */
export async function issueIntegrationClient(
  db: Kysely<Database>,
  config: AppConfig,
  tenant: Pick<TenantRecord, 'id' | 'name' | 'subdomain'>,
  now: Date,
): Promise<string[]> {
  const clients = createIntegrationClientService({ db, clock: () => now });
  const issued = await clients.createIntegrationClient(tenant.id, {
    name: `${tenant.name} back office`,
    scopes: [...INTEGRATION_SCOPES],
  });
  const token = `${embeddedIssuer(config, tenant.subdomain)}/protocol/openid-connect/token`;
  const secret = issued.authMethod === 'client_secret_basic' ? issued.secret : '(none: keys)';
  return [
    `integration client ${issued.clientId} (client_secret_basic at ${token}), every scope`,
    `integration client secret (shown this once): ${secret}`,
  ];
}
