// The app verifies a customer's access token once and remembers it: further calls with the same
// token do not verify it again, until its session or its customer is evicted (what ending a
// session does, decision 020) or it expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenVerifier } from '../src/platform/scope/access-token.ts';
import { testDialects } from './databases.ts';
import { type CustomerScope, customerScope } from './demo-database.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';

describe.each(testDialects())('verified access tokens on %s', (dialect) => {
  let app: TestApp;
  let jan: CustomerScope;
  const verified: string[] = [];
  // Stands in for the realm: the tokens `<session>:<customer id>` of the demo tenant are valid.
  const verifyAccessToken: AccessTokenVerifier = async (token, tenant) => {
    verified.push(token);
    const [sessionId, customerId] = token.split(':');
    if (tenant.subdomain !== 'demo' || !sessionId || !customerId) return undefined;
    const expiresAt = testNow.getTime() / 1000 + 600;
    return { customerId: Number(customerId), sessionId, expiresAt };
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect, { verifyAccessToken });
    jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
  });
  afterAll(() => app.close());

  const installations = (token: string, tenant = 'demo') =>
    app.server.inject({
      url: '/api/installations/',
      headers: { 'x-subdomain': tenant, authorization: `Bearer ${token}` },
    });

  it('verifies a token once for any number of calls', async () => {
    verified.length = 0;
    const token = `once:${jan.customerId}`;
    for (let call = 0; call < 3; call++) {
      expect((await installations(token)).statusCode).toBe(200);
    }
    expect(verified).toEqual([token]);
  });

  it('still refuses the token in another tenant, verifying it there', async () => {
    verified.length = 0;
    const token = `other-tenant:${jan.customerId}`;
    expect((await installations(token)).statusCode).toBe(200);
    expect((await installations(token, 'helios')).statusCode).toBe(401);
    expect(verified).toEqual([token, token]);
  });

  it('verifies again after its session or its customer was evicted', async () => {
    verified.length = 0;
    const token = `evicted:${jan.customerId}`;
    await installations(token);
    app.server.verifiedTokens.evictSession('evicted');
    await installations(token);
    app.server.verifiedTokens.evictCustomer(jan);
    await installations(token);
    await installations(token);
    expect(verified).toEqual([token, token, token]);
  });
});
