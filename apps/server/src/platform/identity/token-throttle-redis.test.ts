// The token endpoint's throttle on Redis (decision 075): two instances, each with its own
// connection, count the same failures, so a client guessing its secret on both is stopped at the
// limit, not at twice the limit; another client and another address are not.
import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../../test/redis.ts';
import { createRedisAttemptCounter } from '../cache/redis-attempt-counter.ts';
import { openRedis, type RedisConnections } from '../cache/redis-connection.ts';
import { CLIENT_FAILURE_LIMIT, createTokenThrottle } from './token-throttle.ts';

const settings = testRedisSettings();
const opened: RedisConnections[] = [];
const failures: unknown[] = [];

async function instanceThrottle() {
  const redis = await openRedis(settings, (error) => failures.push(error));
  opened.push(redis);
  return createTokenThrottle(createRedisAttemptCounter(redis, (error) => failures.push(error)));
}

afterAll(async () => {
  await Promise.all(opened.map((redis) => redis.close()));
  if (redisAvailable) await removeRedisKeys(settings);
});

describe.skipIf(!redisAvailable)('token endpoint throttle on Redis', () => {
  it('counts the failures of every instance together', async () => {
    const [one, two] = [await instanceThrottle(), await instanceThrottle()];
    const now = new Date();
    const guessing = { address: '10.3.0.1', clientId: '1:integration-guessed' };
    for (let failure = 0; failure < CLIENT_FAILURE_LIMIT; failure += 1) {
      await (failure % 2 === 0 ? one : two).recordFailure(guessing, now);
    }
    expect(await one.blockedFor(guessing, now)).toBeGreaterThan(0);
    expect(await two.blockedFor({ ...guessing, address: '10.3.0.2' }, now)).toBeGreaterThan(0);
    expect(await two.blockedFor({ address: '10.3.0.1', clientId: '1:other' }, now)).toBeUndefined();
    expect(failures).toEqual([]);
  });
});
