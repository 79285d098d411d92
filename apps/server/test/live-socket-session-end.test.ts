// A live socket ends with its session (decision 069): two instances on one database and one
// Redis, the customer signed in and ended on the first, the socket open on the second. Logout,
// revocation of the refresh token, its reuse and a password reset's sign-out everywhere each close
// the customer's socket with 4401 within 5 s (the delays are printed). And a customer holds at
// most its cap of sockets on an instance: one more closes the oldest with 4429 (the tenant's cap:
// features/monitoring/live/live-socket-registry.test.ts).
// SQLite only: what is measured is the sockets' and Redis's, not the database's.
import { rmSync } from 'node:fs';
import { MonitoringCloseCode } from '@portal/contract/monitoring';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { app as portal } from '../src/app.ts';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { customerScope } from './demo-database.ts';
import { listeningOrigin, socketUrl } from './live-socket.ts';
import { RealmClient, testConfig } from './oidc-client.ts';
import { temporaryDataDir } from './outbox.ts';
import { redisAvailable, removeRedisKeys, testRedisSettings } from './redis.ts';
import { sessionEndings } from './session-ending-cases.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const realTime = () => new Date();
const CLOSE_WITHIN_MS = 5_000;

interface OpenSocket {
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** A socket that has received its first message (so the server holds it). */
function openSocket(url: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('no message within 8 s')), 8_000);
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.once('message', () => {
      clearTimeout(timer);
      resolve({ closed, close: () => socket.close(1000) });
    });
    socket.on('error', reject);
    void closed.then((code) => reject(new Error(`closed with ${code} before a message`)));
  });
}

const stillOpen = (socket: OpenSocket, ms: number) =>
  Promise.race([socket.closed, new Promise((resolve) => setTimeout(() => resolve('open'), ms))]);

describe.skipIf(!redisAvailable)('live sockets end with their session, on two instances', () => {
  const redis = testRedisSettings();
  const dataDir = temporaryDataDir();
  let first: TestApp;
  let second: FastifyInstance;
  let origin = '';

  beforeAll(async () => {
    first = await buildTestApp('sqlite', { clock: realTime, config: { redis, dataDir } });
    const config = {
      ...testConfig,
      webDist: '/nonexistent',
      redis,
      dataDir,
      liveSocketLimits: { perCustomer: 2, perTenant: 50 },
    };
    second = Fastify(serverOptions(config));
    await second.register(portal, { config, database: first.database, clock: realTime });
    await second.ready();
    origin = await listeningOrigin(second);
    // Every demo customer of the endings gets a device of their own to watch.
    const { db } = first.database;
    for (const [index, email] of [
      'marie.claes@example.be',
      'pieter.janssens@example.be',
      'sofie.maes@example.be',
      'emma.jacobs@example.be',
    ].entries()) {
      const owner = await customerScope(db, 'demo', email);
      await db
        .insertInto('monitoring_devices')
        .values({
          tenant_id: owner.tenantId,
          customer_id: owner.customerId,
          device_id: `END-${index}`,
          name: 'P1',
          monitoring_integration: 'homewizard',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await removeRedisKeys(redis);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const deviceOf: Record<string, string> = {
    logout: 'FLX-7A31C0',
    revocation: 'END-0',
    refreshReuse: 'END-1',
    passwordReset: 'END-2',
    accessRevocation: 'END-3',
  };

  async function watch(accessToken: string, deviceId: string): Promise<OpenSocket> {
    const enabled = await second.inject({
      method: 'POST',
      url: '/api/monitoring/enableBroadcast',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${accessToken}` },
      payload: { deviceId },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return openSocket(socketUrl(origin, { subdomain: 'demo', accessToken, deviceId }));
  }

  it('closes the socket on the other instance within 5 s of each way a session ends', async () => {
    const endings = await sessionEndings(first.server, dataDir);
    const delays = await Promise.all(
      endings.map(async (ending) => {
        const socket = await watch(ending.accessToken, deviceOf[ending.name] ?? '');
        await ending.end();
        const ended = performance.now();
        const code = await Promise.race([
          socket.closed,
          new Promise<number>((resolve) => setTimeout(() => resolve(-1), CLOSE_WITHIN_MS)),
        ]);
        const delay = Math.round(performance.now() - ended);
        socket.close();
        return [ending.name, { code, delay }] as const;
      }),
    );
    console.info('socket closed on the other instance after the ending (ms):', delays);
    for (const [, { code, delay }] of delays) {
      expect(code).toBe(MonitoringCloseCode.Unauthenticated);
      expect(delay).toBeLessThan(CLOSE_WITHIN_MS);
    }
  });

  it('closes the oldest socket of a customer beyond its cap with 4429', async () => {
    const tokens = await new RealmClient(first.server, 'demo').signIn({
      email: 'jan.peeters@example.be',
      password: demoPasswords.demo,
    });
    const oldest = await watch(tokens.access_token, 'FLX-7A31C0');
    const middle = await watch(tokens.access_token, 'FLX-7A31C0');
    const newest = await watch(tokens.access_token, 'FLX-7A31C0');
    expect(await oldest.closed).toBe(MonitoringCloseCode.TooManySockets);
    expect(await stillOpen(middle, 300)).toBe('open');
    expect(await stillOpen(newest, 10)).toBe('open');
    for (const socket of [middle, newest]) socket.close();
  });
});
