// Live messages through Redis, one inbox per instance (decision 048): an instance hears exactly the
// topics its listeners watch, each message whole and in order, once, and nothing once the last
// listener has left; an instance started later learns who watches what; one that closes, or dies
// without a goodbye, is no longer sent anything.
// On real time (decision 064): each step waits 150 ms for Redis to deliver between connections, as
// the "nothing arrives" cases have no message to wait for.
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../../test/redis.ts';
import { openRedis, type RedisConnections } from './redis-connection.ts';
import { createRedisLiveChannel, type RedisLiveChannel } from './redis-live-channel.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.skipIf(!redisAvailable)('the live channel in Redis', () => {
  const settings = testRedisSettings();
  const opened: RedisConnections[] = [];
  const failures: unknown[] = [];
  const received: string[] = [];

  async function instance(
    name: string,
  ): Promise<{ channel: RedisLiveChannel; redis: RedisConnections }> {
    const redis = await openRedis(settings, (error) => failures.push(error));
    opened.push(redis);
    // What each instance reads from Redis: only its inbox should carry live messages.
    redis.listener.on('message', (channel: string, batch: string) => {
      if (channel.includes('live:to:')) received.push(`${name}:${batch}`);
    });
    const channel = createRedisLiveChannel(redis, name, (error) => failures.push(error));
    await settle();
    return { channel, redis };
  }
  const inboxBatchesOf = (name: string) => received.filter((line) => line.startsWith(`${name}:`));

  let publisher: RedisLiveChannel;
  let listener: RedisLiveChannel;
  let publishes: MockInstance<RedisConnections['commands']['publish']>;
  const inboxPublishesTo = (name: string) =>
    publishes.mock.calls.filter(([channel]) => String(channel).endsWith(`live:to:${name}`)).length;

  beforeAll(async () => {
    const first = await instance('publisher');
    publisher = first.channel;
    publishes = vi.spyOn(first.redis.commands, 'publish');
    listener = (await instance('listener')).channel;
  });
  afterAll(async () => {
    for (const redis of opened) await redis.close();
    await removeRedisKeys(settings);
  });

  it('sends a turn of messages, batched, to the instance watching them, only those, in order', async () => {
    const heard = new Map<string, string[]>();
    const topics = Array.from({ length: 40 }, (_, index) => `7:DEV-${index}`);
    const watched = topics.filter((_, index) => index % 2 === 0);
    const stops = watched.map((topic) =>
      listener.subscribe(topic, (text) =>
        heard.set(topic, [...(heard.get(topic) ?? []), String(text)]),
      ),
    );
    await settle();
    received.length = 0;
    for (let round = 0; round < 3; round += 1) {
      for (const topic of topics) {
        publisher.publish(
          topic,
          JSON.stringify({ topic, round, note: 'a\\nb "quoted" 0.31 €/kWh' }),
        );
      }
    }
    await settle();
    expect([...heard.keys()].sort()).toEqual([...watched].sort());
    for (const topic of watched) {
      expect(heard.get(topic)?.map((text) => JSON.parse(text))).toEqual(
        [0, 1, 2].map((round) => ({ topic, round, note: 'a\\nb "quoted" 0.31 €/kWh' })),
      );
    }
    // One PUBLISH for the turn, to the listener only, carrying the watched topics only.
    expect(inboxBatchesOf('listener')).toHaveLength(1);
    expect(inboxBatchesOf('listener')[0]?.split('\n')).toHaveLength(watched.length * 3 * 2);
    expect(inboxBatchesOf('publisher')).toEqual([]);

    for (const stop of stops) stop();
    await settle();
    heard.clear();
    received.length = 0;
    publisher.publish(watched[0] ?? '', '{"after":true}');
    await settle();
    expect(heard.size).toBe(0);
    expect(received).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('tells a batch of thousands over several turns, every message in its order', async () => {
    const heard: string[] = [];
    // Messages told per synchronous run: a run ends where the event loop takes its next turn.
    const runs: number[] = [];
    let inRun = false;
    const topics = Array.from({ length: 1_200 }, (_, index) => `7:BIG-${index}`);
    const stops = topics.map((topic) =>
      listener.subscribe(topic, (text) => {
        heard.push(String(text));
        if (!inRun) {
          inRun = true;
          runs.push(0);
          queueMicrotask(() => {
            inRun = false;
          });
        }
        runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
      }),
    );
    await settle();
    received.length = 0;
    topics.forEach((topic, index) => {
      publisher.publish(topic, `{"n":${index}}`);
    });
    await settle();
    // One PUBLISH carried them all; the listener told them in their order.
    expect(inboxBatchesOf('listener')).toHaveLength(1);
    expect(heard).toEqual(topics.map((_, index) => `{"n":${index}}`));
    // Told 500 at most per turn, so sockets and timers are served in between.
    expect(runs).toEqual([500, 500, 200]);
    for (const stop of stops) stop();
    await settle();
  });

  it('tells the publishing instance its own listeners directly, once', async () => {
    const heard: string[] = [];
    const stop = publisher.subscribe('7:OWN', (text) => heard.push(String(text)));
    await settle();
    received.length = 0;
    publisher.publish('7:OWN', '{"n":1}');
    await settle();
    expect(heard).toEqual(['{"n":1}']);
    expect(received).toEqual([]);
    stop();
  });

  it('lets an instance started later learn who already watches what', async () => {
    const heard: string[] = [];
    const stop = listener.subscribe('7:EARLY', (text) => heard.push(String(text)));
    await settle();
    const late = (await instance('late')).channel;
    await settle();
    late.publish('7:EARLY', '{"from":"late"}');
    await settle();
    expect(heard).toEqual(['{"from":"late"}']);
    stop();
    await late.close();
  });

  it('sends nothing more to an instance that closed, or that vanished without a goodbye', async () => {
    const closing = await instance('closing');
    const vanishing = await instance('vanishing');
    closing.channel.subscribe('7:C', () => undefined);
    vanishing.channel.subscribe('7:V', () => undefined);
    await settle();
    await closing.channel.close();
    await vanishing.redis.close();
    await settle();
    publishes.mockClear();
    publisher.publish('7:C', '{}');
    publisher.publish('7:V', '{}');
    await settle();
    expect(inboxPublishesTo('closing')).toBe(0);
    // Sent once more, heard by nobody: forgotten, so the next message goes nowhere.
    expect(inboxPublishesTo('vanishing')).toBe(1);
    publisher.publish('7:V', '{}');
    await settle();
    expect(inboxPublishesTo('vanishing')).toBe(1);
    expect(failures).toEqual([]);
  });
});
