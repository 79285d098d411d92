// Integration clients for the integration API's tests: a real (if in-memory) answer to "is this
// client of this tenant active?" over a set the test controls, standing in for the integration
// clients' table (decision 053); and client-credentials tokens signed with
// keys published in each demo tenant's realm, shaped as platform/tenancy/realm-settings.ts says the
// realm issues them, so the real verifier checks them end to end.
import { INTEGRATION_SCOPES, type IntegrationScope } from '@portal/contract/integration-scopes';
import { loadConfig } from '../src/platform/config/config.ts';
import type { IsClientActive } from '../src/platform/scope/integration-scope.ts';
import { embeddedIssuer, INTEGRATION_AUDIENCE } from '../src/platform/tenancy/realm-settings.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import type { TestApp } from './test-app.ts';
import { testNow } from './test-app.ts';
import { createRealmTestKey, type RealmTestKey, signToken, storeRealmKey } from './token-minter.ts';

/** The clients a test has made active, as `{tenantId}:{clientId}`. */
export class ActiveClients {
  readonly #active = new Set<string>();

  activate(tenantId: number, clientId: string): void {
    this.#active.add(`${tenantId}:${clientId}`);
  }

  deactivate(tenantId: number, clientId: string): void {
    this.#active.delete(`${tenantId}:${clientId}`);
  }

  readonly isClientActive: IsClientActive = async (tenantId, clientId) =>
    this.#active.has(`${tenantId}:${clientId}`);
}

export interface IntegrationTokenRequest {
  subdomain: string;
  clientId: string;
  scopes?: readonly IntegrationScope[];
  /** Claims that bend the contract, for the attack tests. */
  claims?: Record<string, unknown>;
  /** A header that bends it (`typ`). */
  header?: { typ?: string };
}

export type IntegrationBearerFor = (request: IntegrationTokenRequest) => Promise<string>;

/** Publishes a key in each tenant's realm; mints `Bearer …` integration tokens with it. */
export async function integrationBearers(
  app: Pick<TestApp, 'database'>,
  subdomains: readonly string[] = ['demo', 'helios'],
): Promise<IntegrationBearerFor> {
  const config = loadConfig({});
  const keys = new Map<string, RealmTestKey>();
  for (const subdomain of subdomains) {
    const tenant = await findTenantBySubdomain(app.database.db, subdomain);
    if (!tenant) throw new Error(`no tenant ${subdomain}`);
    const key = await createRealmTestKey('ES256');
    await storeRealmKey(app.database.db, tenant.id, key, testNow);
    keys.set(subdomain, key);
  }
  const seconds = Math.floor(testNow.getTime() / 1000);
  return async ({ subdomain, clientId, scopes = INTEGRATION_SCOPES, claims = {}, header = {} }) => {
    const key = keys.get(subdomain);
    if (!key) throw new Error(`no key for ${subdomain}`);
    const token = await signToken(
      key,
      {
        iss: embeddedIssuer(config, subdomain),
        aud: INTEGRATION_AUDIENCE,
        sub: clientId,
        client_id: clientId,
        scope: scopes.join(' '),
        iat: seconds,
        exp: seconds + 600,
        ...claims,
      },
      header,
    );
    return `Bearer ${token}`;
  };
}
