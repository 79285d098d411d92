// Access tokens for API tests, signed by a key published in each demo tenant's realm and shaped
// like the embedded provider's (issuer, audience, typ at+jwt), so the real verifier checks them.
import { loadConfig } from '../src/platform/config/config.ts';
import { API_AUDIENCE, embeddedIssuer } from '../src/platform/tenancy/realm-settings.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import type { TestApp } from './test-app.ts';
import { testNow } from './test-app.ts';
import { createRealmTestKey, type RealmTestKey, signToken, storeRealmKey } from './token-minter.ts';

export type BearerFor = (subdomain: string, customerId: number) => Promise<string>;

export async function realmBearers(
  app: Pick<TestApp, 'database'>,
  subdomains: readonly string[] = ['demo', 'helios'],
): Promise<BearerFor> {
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
  return async (subdomain, customerId) => {
    const key = keys.get(subdomain);
    if (!key) throw new Error(`no key for ${subdomain}`);
    const token = await signToken(key, {
      iss: embeddedIssuer(config, subdomain),
      aud: API_AUDIENCE,
      sub: String(customerId),
      iat: seconds,
      exp: seconds + 600,
    });
    return `Bearer ${token}`;
  };
}
