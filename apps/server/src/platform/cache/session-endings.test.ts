// Session endings reach every listener (decision 023): in one process at once, a listener that
// throws silencing none of the others; through Redis on every instance, once each (the
// publisher does not hear itself twice), malformed messages on the channel ignored.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../../test/redis.ts';
import { openRedis, type RedisConnections } from './redis-connection.ts';
import { createRedisSessionEndings } from './redis-session-endings.ts';
import { createLocalSessionEndings, type SessionEnding } from './session-endings.ts';

const ending: SessionEnding = { tenantId: 1, grantId: 'grant-1' };

describe('session endings in one process', () => {
  it('tell every listener at once, even when one throws', () => {
    const failures: unknown[] = [];
    const endings = createLocalSessionEndings((error) => failures.push(error));
    const heard: SessionEnding[] = [];
    endings.subscribe(() => {
      throw new Error('listener failed');
    });
    endings.subscribe((news) => heard.push(news));
    endings.publish(ending);
    expect(heard).toEqual([ending]);
    expect(failures).toHaveLength(1);
  });
});

describe.skipIf(!redisAvailable)('session endings through Redis', () => {
  const settings = testRedisSettings();
  const opened: RedisConnections[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((redis) => redis.close()));
    await removeRedisKeys(settings);
  });

  async function instance() {
    const redis = await openRedis(settings, () => undefined);
    opened.push(redis);
    const endings = await createRedisSessionEndings(redis, () => undefined);
    const heard: SessionEnding[] = [];
    endings.subscribe((news) => heard.push(news));
    return { endings, heard };
  }

  it('reach every instance once, and ignore what does not parse', async () => {
    const [first, second] = [await instance(), await instance()];
    const raw = new Redis(settings.url);
    await raw.publish(`${settings.keyPrefix}session-endings`, 'not json');
    await raw.publish(
      `${settings.keyPrefix}session-endings`,
      JSON.stringify({ from: 'x', ending: { tenantId: 'one', grantId: 7 } }),
    );
    raw.disconnect();
    first.endings.publish(ending);
    expect(first.heard).toEqual([ending]);
    await expect.poll(() => second.heard, { timeout: 1_000, interval: 5 }).toEqual([ending]);
    // Nothing more arrives: the publisher's own message came back and was ignored.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.heard).toEqual([ending]);
    expect(second.heard).toEqual([ending]);
  });
});
