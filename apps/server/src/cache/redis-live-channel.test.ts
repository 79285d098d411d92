// Live messages through Redis shard channels (decision 048): what one instance publishes in a turn
// goes out batched per shard, and another instance hears exactly the topics its listeners watch,
// each message whole and in order, and nothing once the last listener has left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../test/redis.ts';
import type { LiveChannel } from './live-channel.ts';
import { openRedis, type RedisConnections } from './redis-connection.ts';
import { createRedisLiveChannel, LIVE_SHARDS, shardOf } from './redis-live-channel.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.skipIf(!redisAvailable)('the live channel in Redis', () => {
  const settings = testRedisSettings();
  const opened: RedisConnections[] = [];
  const failures: unknown[] = [];
  let publisher: LiveChannel;
  let listener: LiveChannel;

  beforeAll(async () => {
    const open = async () => {
      const redis = await openRedis(settings, (error) => failures.push(error));
      opened.push(redis);
      return createRedisLiveChannel(redis, (error) => failures.push(error));
    };
    publisher = await open();
    listener = await open();
  });
  afterAll(async () => {
    for (const redis of opened) await redis.close();
    await removeRedisKeys(settings);
  });

  it('spreads topics over every shard, the same on every instance', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, index) => shardOf(`7:DEV-${index}`)));
    expect(shards.size).toBe(LIVE_SHARDS);
    expect(shardOf('7:FLX-7A31C0')).toBe(shardOf('7:FLX-7A31C0'));
  });

  it('delivers a turn of messages, batched, to the watched topics only, whole and in order', async () => {
    const heard = new Map<string, string[]>();
    const topics = Array.from({ length: 40 }, (_, index) => `7:DEV-${index}`);
    const watched = topics.filter((_, index) => index % 2 === 0);
    const stops = watched.map((topic) =>
      listener.subscribe(topic, (text) => heard.set(topic, [...(heard.get(topic) ?? []), text])),
    );
    await settle();
    for (let round = 0; round < 3; round += 1) {
      for (const topic of topics) {
        publisher.publish(topic, JSON.stringify({ topic, round, note: 'a\\nb "quoted"' }));
      }
    }
    await settle();
    expect([...heard.keys()].sort()).toEqual([...watched].sort());
    for (const topic of watched) {
      expect(heard.get(topic)?.map((text) => JSON.parse(text))).toEqual(
        [0, 1, 2].map((round) => ({ topic, round, note: 'a\\nb "quoted"' })),
      );
    }
    for (const stop of stops) stop();
    await settle();
    heard.clear();
    publisher.publish(watched[0] ?? '', '{"after":true}');
    await settle();
    expect(heard.size).toBe(0);
    expect(failures).toEqual([]);
  });
});
