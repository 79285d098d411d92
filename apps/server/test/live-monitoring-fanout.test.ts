// One upstream per device, fanned out through Redis (decision 048): two app instances on one
// database and one Redis (a key prefix of this test's own). The broadcast enabled on A runs its
// upstream on A only, renewing it on B starts no second one, and a socket on B receives it.
import { rmSync } from 'node:fs';
import { liveMessageSchema } from '@portal/contract/monitoring';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal } from '../src/app.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { closeCodeOf, listeningOrigin, messagesOf, socketUrl } from './live-socket.ts';
import { testConfig } from './oidc-client.ts';
import { temporaryDataDir } from './outbox.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { redisAvailable, removeRedisKeys, testRedisSettings } from './redis.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';

const janDevice = 'FLX-7A31C0';

describe.skipIf(!redisAvailable).each(testDialects())(
  'live monitoring on two instances sharing Redis on %s',
  (dialect) => {
    const redis = testRedisSettings();
    const dataDir = temporaryDataDir();
    let first: TestApp;
    let second: FastifyInstance;
    let bearer: BearerFor;
    let janId: number;

    beforeAll(async () => {
      first = await buildTestApp(dialect, { config: { redis, dataDir } });
      const config = { ...testConfig, webDist: '/nonexistent', redis, dataDir };
      second = Fastify(serverOptions(config));
      await second.register(portal, { config, database: first.database, clock: () => testNow });
      await second.ready();
      bearer = await realmBearers(first);
      janId = (await customerScope(first.database.db, 'demo', 'jan.peeters@example.be')).customerId;
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      await removeRedisKeys(redis);
      rmSync(dataDir, { recursive: true, force: true });
    });

    const enable = async (server: FastifyInstance) =>
      server.inject({
        method: 'POST',
        url: '/api/monitoring/enableBroadcast',
        headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', janId) },
        payload: { deviceId: janDevice },
      });

    it('runs the device on one instance and serves its socket on the other', async () => {
      expect((await enable(first.server)).statusCode).toBe(200);
      expect((await enable(second)).statusCode).toBe(200);
      expect(first.server.liveStreams.running()).toHaveLength(1);
      expect(second.liveStreams.running()).toEqual([]);

      const origin = await listeningOrigin(second);
      const accessToken = (await bearer('demo', janId)).replace(/^Bearer /, '');
      const url = socketUrl(origin, { subdomain: 'demo', accessToken, deviceId: janDevice });
      const messages = await messagesOf(url, 2);
      for (const message of messages) {
        expect(liveMessageSchema.parse(message)).toMatchObject({ deviceId: janDevice });
      }
      // B checks tokens like A: a socket without one is refused there too.
      expect(await closeCodeOf(socketUrl(origin, { subdomain: 'demo', deviceId: janDevice }))).toBe(
        4401,
      );
    });
  },
);
