// Ended sessions (decision 020): an access token stops working within 5 s of the end of its
// session, on every instance, without Redis: logout, revocation of the refresh token, refresh-token
// reuse and the sign-out everywhere of a password reset, each done on one instance and refused on a
// second one that had just accepted (and cached) the token. Both instances share one database, as
// two processes would; the second learns of the ending from the database, within the 4 s of
// decision 020 (with Redis it hears at once: instances-share-redis.test.ts).
import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal } from '../src/app.ts';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { LIVENESS_TTL_MS } from '../src/platform/identity/token-liveness.ts';
import { testDialects } from './databases.ts';
import { RealmClient, testConfig } from './oidc-client.ts';
import { temporaryDataDir } from './outbox.ts';
import { refusalDelays, sessionEndings } from './session-ending-cases.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const realTime = () => new Date();

describe.each(testDialects())('access tokens of ended sessions on %s', (dialect) => {
  const dataDir = temporaryDataDir();
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp(dialect, { clock: realTime, config: { dataDir } });
    second = Fastify(serverOptions(testConfig));
    await second.register(portal, {
      config: { ...testConfig, webDist: '/nonexistent', dataDir },
      database: first.database,
      clock: realTime,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names its session and grant', async () => {
    const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };
    const tokens = await new RealmClient(first.server, 'demo').signIn(jan);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      sid: expect.any(String),
      grant_id: expect.any(String),
    });
  });

  it('is refused on another instance within 5 s of a logout, a revocation of the refresh or the access token, a refresh-token reuse or a password reset', async () => {
    const endings = await sessionEndings(first.server, dataDir);
    const delays = await refusalDelays(
      endings,
      async (accessToken) =>
        (
          await second.inject({
            url: '/api/auth/me',
            headers: { 'x-subdomain': 'demo', authorization: `Bearer ${accessToken}` },
          })
        ).statusCode,
      { pollMs: 50, timeoutMs: LIVENESS_TTL_MS + 2_000 },
    );
    console.info(`[${dialect}] without Redis, refused on the other instance after (ms):`, delays);
    expect(Object.keys(delays)).toHaveLength(5);
    for (const delay of Object.values(delays)) expect(delay).toBeLessThan(5_000);
  });
});
