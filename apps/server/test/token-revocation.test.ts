// Issue 9, finding 3: an access token stops working within 5 s of the end of its grant or
// session, on every instance: here refresh-token reuse detected on one instance, and the
// sign-out everywhere of a password reset, each refused on a second instance that had the
// token in its caches. Both instances share one database, as two processes would.
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal } from '../src/app.ts';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { deletePayloadsOfAccount } from '../src/repositories/oidc-payload-repository.ts';
import { serverOptions } from '../src/server-options.ts';
import { LIVENESS_TTL_MS } from '../src/services/token-liveness.ts';
import { testDialects } from './databases.ts';
import { tenantId } from './demo-database.ts';
import { RealmClient, testConfig } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };
const realTime = () => new Date();

describe.each(testDialects())('access tokens of ended sessions on %s', (dialect) => {
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp(dialect, { clock: realTime });
    second = Fastify(serverOptions(testConfig));
    await second.register(portal, {
      config: { ...testConfig, webDist: '/nonexistent' },
      database: first.database,
      clock: realTime,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const me = (server: FastifyInstance, accessToken: string) =>
    server.inject({
      url: '/api/auth/me',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${accessToken}` },
    });

  /** Milliseconds until the second instance refuses the token (it accepted it before). */
  async function refusedAfter(accessToken: string, end: () => Promise<unknown>) {
    expect((await me(second, accessToken)).statusCode).toBe(200);
    await end();
    const ended = performance.now();
    await expect
      .poll(async () => (await me(second, accessToken)).statusCode, {
        timeout: LIVENESS_TTL_MS + 2_000,
        interval: 100,
      })
      .toBe(401);
    return performance.now() - ended;
  }

  it('names its session and grant', async () => {
    const tokens = await new RealmClient(first.server, 'demo').signIn(jan);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sid: expect.any(String),
      grant_id: expect.any(String),
    });
  });

  it('is refused on another instance within 5 s of refresh-token reuse', async () => {
    const client = new RealmClient(first.server, 'demo');
    const tokens = await client.signIn(jan);
    const elapsed = await refusedAfter(tokens.access_token, async () => {
      expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(200);
      // The same refresh token again: reuse, so the provider revokes the whole grant.
      expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(400);
    });
    expect(elapsed).toBeLessThan(5_000);
  });

  it('is refused on another instance within 5 s of a sign-out everywhere', async () => {
    const tokens = await new RealmClient(first.server, 'demo').signIn(jan);
    const { db } = first.database;
    const customerId = String(decodeJwt(tokens.access_token).sub);
    const elapsed = await refusedAfter(tokens.access_token, async () =>
      deletePayloadsOfAccount(db, await tenantId(db, 'demo'), customerId),
    );
    expect(elapsed).toBeLessThan(5_000);
  });
});
