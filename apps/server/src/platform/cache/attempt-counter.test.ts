// The attempt counter's two stores answer alike (decision 023): a key may act `limit` times within
// the window, a check counts nothing, a refusal says when to try again. The Redis store is shared
// by every counter on it, stays exact under concurrent acts, and falls back to memory when Redis
// fails; a Redis that does not answer at start-up is one clear line.
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../../test/redis.ts';
import { startupFault } from '../config/startup-fault.ts';
import { type AttemptCounter, createMemoryAttemptCounter } from './attempt-counter.ts';
import { createRedisAttemptCounter } from './redis-attempt-counter.ts';
import { openRedis, type RedisConnections } from './redis-connection.ts';

const rule = { name: 'test', limit: 2, windowMs: 1_000 };
const at = (ms: number) => new Date(ms);
const settings = testRedisSettings();
const opened: RedisConnections[] = [];
const failures: unknown[] = [];

async function redisCounter(): Promise<AttemptCounter> {
  const redis = await openRedis(settings, (error) => failures.push(error));
  opened.push(redis);
  return createRedisAttemptCounter(redis, (error) => failures.push(error));
}

afterAll(async () => {
  await Promise.all(opened.map((redis) => redis.close()));
  if (redisAvailable) await removeRedisKeys(settings);
});

const stores: [string, () => Promise<AttemptCounter>][] = [
  ['memory', async () => createMemoryAttemptCounter()],
  ...(redisAvailable ? [['redis', redisCounter] as [string, () => Promise<AttemptCounter>]] : []),
];

describe.each(stores)('attempt counter in %s', (_store, create) => {
  it('allows the limit within the window, then again once the oldest act has left it', async () => {
    const counter = await create();
    const key = `a-${_store}`;
    expect(await counter.take(rule, key, at(0))).toEqual({ allowed: true });
    expect(await counter.check(rule, key, at(50))).toEqual({ allowed: true });
    expect(await counter.take(rule, key, at(100))).toEqual({ allowed: true });
    expect(await counter.take(rule, key, at(200))).toEqual({ allowed: false, retryAfterMs: 800 });
    expect(await counter.check(rule, key, at(300))).toEqual({ allowed: false, retryAfterMs: 700 });
    expect(await counter.take(rule, `b-${_store}`, at(200))).toEqual({ allowed: true });
    expect(await counter.take({ ...rule, name: 'other' }, key, at(200))).toEqual({
      allowed: true,
    });
    expect(await counter.take(rule, key, at(1_000))).toEqual({ allowed: true });
    expect(await counter.take(rule, key, at(1_001))).toEqual({ allowed: false, retryAfterMs: 99 });
  });
});

describe('attempt counter in memory', () => {
  it('forgets the least recently seen keys beyond its bound', async () => {
    const counter = createMemoryAttemptCounter({ maxKeys: 2 });
    const one = { ...rule, limit: 1 };
    for (const key of ['a', 'b', 'c'])
      expect((await counter.take(one, key, at(0))).allowed).toBe(true);
    expect((await counter.take(one, 'a', at(1))).allowed).toBe(true);
    expect((await counter.take(one, 'c', at(1))).allowed).toBe(false);
  });
});

describe.skipIf(!redisAvailable)('attempt counter in redis', () => {
  it('is one count for every counter on it, exact under concurrent acts', async () => {
    const [first, second] = [await redisCounter(), await redisCounter()];
    const five = { name: 'concurrent', limit: 5, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, act) => (act % 2 ? first : second).take(five, 'k', at(act))),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('counts in memory while Redis fails, and says so', async () => {
    const redis = await openRedis(settings, () => undefined);
    const counter = createRedisAttemptCounter(redis, (error) => failures.push(error));
    redis.commands.disconnect();
    const before = failures.length;
    expect(await counter.take(rule, 'down', at(0))).toEqual({ allowed: true });
    expect(await counter.take(rule, 'down', at(1))).toEqual({ allowed: true });
    expect((await counter.take(rule, 'down', at(2))).allowed).toBe(false);
    expect(failures.length).toBe(before + 3);
    redis.listener.disconnect();
  });

  it('stops the start with one line when Redis does not answer', async () => {
    const unreachable = { url: 'redis://:secret@127.0.0.1:1/0', keyPrefix: 'x:' };
    const error = await openRedis(unreachable, () => undefined).catch((caught: unknown) => caught);
    const line = startupFault(error, { database: 'the database' });
    expect(line).toMatch(
      /^Cannot start: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1\/0 does not answer/,
    );
    expect(line).not.toContain('secret');
    expect(line).not.toContain('\n');
  });
});
