// The one-time conversion at start-up (decision 075): an integration client whose secret a server
// before hashing stored sealed gets a token with that secret from the first start on, and its row
// then holds the hash, never the sealed value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.ts';
import {
  hashClientSecret,
  sealClientSecretForTest,
} from '../src/features/integration/client-secret.ts';
import { realmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { testDialects } from './databases.ts';
import { requestWithSecret } from './integration-token-client.ts';
import { testConfig } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const clientId = 'integration-0123456789abcdef0123';
const secret = 'a-secret-sealed-before-hashing-0123456789AB';

describe.each(testDialects())('sealed integration secrets at start-up on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      clock: () => new Date(),
      seed: async (db) => {
        await seedDemoData(db, { now: new Date() });
        const tenant = await db
          .selectFrom('tenants')
          .select('id')
          .where('subdomain', '=', 'demo')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('integration_clients')
          .values({
            tenant_id: tenant.id,
            client_id: clientId,
            name: 'ERP',
            auth_method: 'client_secret_basic',
            secret_hash: sealClientSecretForTest(
              realmKeyCipher(testConfig),
              tenant.id,
              clientId,
              secret,
            ),
            jwks: null,
            scopes: 'customers:read',
            created_at: new Date().toISOString(),
          })
          .execute();
      },
    });
  });
  afterAll(() => app.close());

  it('stores the hash and authenticates the same secret', async () => {
    const row = await app.database.db
      .selectFrom('integration_clients')
      .select('secret_hash')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashClientSecret(secret));
    const token = await requestWithSecret(app.server, 'demo', { clientId, secret });
    expect(token.statusCode, token.body).toBe(200);
  });
});
