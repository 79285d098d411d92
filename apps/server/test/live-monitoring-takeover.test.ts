// A device's live stream survives the crash of the instance that runs it (decision 048): instance
// A is the real server as a child process, B an app in this process, on one database and one
// Redis (a key prefix of this test's own), with short liveness and silence settings. The broadcast
// is enabled on A, a socket on B hears it, and B, hearing messages, leaves the lease alone. Then A
// is killed (SIGKILL: nothing released, its lease and liveness key left as they were). B's socket
// hears the device again once A's liveness key has expired and B's watchdog found the silence,
// the device runs on B for the lease's remaining time, and B's renewal renews B's lease.
// A crash test on real time (decision 064): the liveness key expires in Redis and the silence is
// what a real socket does not hear, neither of which a fake clock in this process can move.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveMessageSchema } from '@portal/contract/monitoring';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { app as portal } from '../src/app.ts';
import { deviceTopic } from '../src/features/monitoring/live/live-source.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { testDialects } from './databases.ts';
import { listeningOrigin, socketUrl } from './live-socket.ts';
import { redisAvailable, removeRedisKeys, testRedisSettings } from './redis.ts';
import { janBearer, type SpawnedDatabase, spawnedDatabase } from './spawned-portal.ts';
import { type SpawnedServer, spawnServer } from './spawned-server.ts';

const janDevice = 'FLX-7A31C0';
const LIVENESS_TTL_MS = 1_000;
const SILENCE_MS = 1_000;
/** From the kill to B's first message of its own: A's liveness runs out, then B notices. */
const TAKEOVER_BOUND_MS = LIVENESS_TTL_MS + SILENCE_MS + 3_000;

/** A socket that keeps every message with the moment it arrived. */
function listen(url: string) {
  const socket = new WebSocket(url);
  const heard: { at: number; message: unknown }[] = [];
  socket.on('message', (data) => {
    heard.push({ at: Date.now(), message: JSON.parse(data.toString()) });
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { heard, opened, close: () => socket.terminate() };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!redisAvailable).each(testDialects())(
  'a live stream through the crash (SIGKILL) of its instance on %s',
  (dialect) => {
    const redis = testRedisSettings();
    const raw = new Redis(redis.url, { lazyConnect: true });
    let dataDir = '';
    let database: SpawnedDatabase;
    let first: SpawnedServer | undefined;
    let second: FastifyInstance | undefined;
    let authorization = '';
    let leaseKey = '';
    let env: Record<string, string> = {};

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'portal-takeover-'));
      database = await spawnedDatabase(dialect, dataDir);
      env = {
        ...database.env,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: redis.keyPrefix,
        REDIS_LIVENESS_TTL_MS: String(LIVENESS_TTL_MS),
        LIVE_SILENCE_MS: String(SILENCE_MS),
      };
      await database.use(async (db) => {
        authorization = await janBearer(db, env);
        const tenant = await db
          .selectFrom('tenants')
          .select('id')
          .where('subdomain', '=', 'demo')
          .executeTakeFirstOrThrow();
        leaseKey = `${redis.keyPrefix}lease:${deviceTopic({ tenantId: tenant.id, deviceId: janDevice })}`;
      });
      await raw.connect();
      first = await spawnServer(env);
      const config = loadConfig({
        ...env,
        PORT: '0',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
      });
      const handle = await openDatabase(
        config.databaseUrl
          ? { databaseUrl: config.databaseUrl }
          : { sqliteFile: join(dataDir, 'portal.sqlite') },
      );
      second = Fastify(serverOptions(config));
      // B closes the handle with itself.
      await second.register(portal, { config, database: handle });
      await second.ready();
    });
    afterAll(async () => {
      first?.child.kill('SIGKILL');
      await first?.exited;
      await second?.close();
      await removeRedisKeys(redis);
      raw.disconnect();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const enable = (origin: string) =>
      fetch(`${origin}/api/monitoring/enableBroadcast`, {
        method: 'POST',
        headers: { 'x-subdomain': 'demo', authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ deviceId: janDevice }),
      });

    it('is taken over by the instance whose socket watches it, within the bound', async () => {
      if (!first || !second) throw new Error('not started');
      const killed = first;
      const survivor = second;
      expect((await enable(killed.origin)).status).toBe(200);
      const holderA = await raw.get(leaseKey);
      expect(holderA).not.toBeNull();

      const origin = await listeningOrigin(survivor);
      const accessToken = authorization.replace(/^Bearer /, '');
      const socket = listen(
        socketUrl(origin, { subdomain: 'demo', accessToken, deviceId: janDevice }),
      );
      try {
        await socket.opened;
        // While A streams, B hears it and leaves the lease alone: several silences' worth.
        await new Promise((resolve) => setTimeout(resolve, SILENCE_MS * 3));
        expect(socket.heard.length).toBeGreaterThanOrEqual(2);
        expect(survivor.liveStreams.running()).toEqual([]);
        expect(await raw.get(leaseKey)).toBe(holderA);

        killed.child.kill('SIGKILL');
        await killed.exited;
        const killedAt = Date.now();
        // Nothing was released: A's lease and its liveness key are still there.
        expect(await raw.get(leaseKey)).toBe(holderA);
        const leftAtKill = await raw.pttl(leaseKey);

        await until(() => survivor.liveStreams.running().length === 1, TAKEOVER_BOUND_MS);
        const resumedAt = Date.now();
        await until(() => (socket.heard.at(-1)?.at ?? 0) > resumedAt, 2_000);
        const firstAfter = socket.heard.find((one) => one.at > killedAt + 200);
        expect(firstAfter).toBeDefined();
        const tookMs = (firstAfter?.at ?? Infinity) - killedAt;
        expect(tookMs).toBeLessThanOrEqual(TAKEOVER_BOUND_MS);
        // A gap, not a stream that never stopped: the liveness key had to run out first.
        expect(tookMs).toBeGreaterThanOrEqual(SILENCE_MS);
        expect(liveMessageSchema.parse(firstAfter?.message)).toMatchObject({ deviceId: janDevice });

        // The lease is B's now, its end unmoved by the takeover; A's liveness key is gone.
        const holderB = await raw.get(leaseKey);
        expect(holderB).not.toBe(holderA);
        expect(await raw.exists(`${redis.keyPrefix}instance:${holderA}`)).toBe(0);
        expect(await raw.exists(`${redis.keyPrefix}instance:${holderB}`)).toBe(1);
        expect(await raw.pttl(leaseKey)).toBeLessThanOrEqual(leftAtKill);

        // The customer's next renewal, on B, renews B's lease: same holder, one upstream.
        expect((await enable(origin.replace(/^ws:/, 'http:'))).status).toBe(200);
        expect(await raw.get(leaseKey)).toBe(holderB);
        expect(await raw.pttl(leaseKey)).toBeGreaterThan(leftAtKill);
        expect(survivor.liveStreams.running()).toHaveLength(1);
        console.info(
          `takeover on ${dialect}: B's socket heard the device again ${tookMs} ms after A was killed (liveness ${LIVENESS_TTL_MS} ms, silence ${SILENCE_MS} ms)`,
        );
      } finally {
        socket.close();
      }
    }, 30_000);
  },
);
