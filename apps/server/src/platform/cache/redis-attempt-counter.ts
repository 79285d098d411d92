// The attempt counter in Redis (decision 023): every instance counts into the same sorted set per
// key, one member per act scored by its time, so the window slides exactly like the memory
// counter's. A Lua script trims, counts and adds in one step, so concurrent acts on several
// instances cannot both take the last place. When Redis fails, the instance counts in its own
// memory until Redis answers again: limits per instance beat no limits, and a login never waits
// on, or fails for, Redis.
import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import {
  type AttemptCounter,
  type AttemptRule,
  type AttemptVerdict,
  createMemoryAttemptCounter,
} from './attempt-counter.ts';
import type { RedisConnections } from './redis-connection.ts';

// KEYS[1] the key; ARGV: now (ms), window (ms), limit, member to add ('' to only check).
// Answers {1, 0} when allowed, {0, ms until the oldest act leaves the window} when refused.
const slidingWindowScript = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
if ARGV[4] ~= '' then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return {1, 0}
`;

const scriptAnswer = z.tuple([z.number(), z.number()]);

export function createRedisAttemptCounter(
  redis: Pick<RedisConnections, 'commands' | 'keyPrefix'>,
  onFailure: (error: unknown) => void,
): AttemptCounter {
  const fallback = createMemoryAttemptCounter();

  async function run(
    rule: AttemptRule,
    key: string,
    now: Date,
    count: boolean,
  ): Promise<AttemptVerdict> {
    const member = count ? `${now.getTime()}-${randomUUID()}` : '';
    const answer = scriptAnswer.parse(
      await redis.commands.eval(
        slidingWindowScript,
        1,
        `${redis.keyPrefix}attempts:${rule.name}:${key}`,
        now.getTime(),
        rule.windowMs,
        rule.limit,
        member,
      ),
    );
    const [allowed, retryAfterMs] = answer;
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs };
  }

  async function verdict(
    rule: AttemptRule,
    key: string,
    now: Date,
    count: boolean,
  ): Promise<AttemptVerdict> {
    try {
      return await run(rule, key, now, count);
    } catch (error) {
      onFailure(error);
      return count ? fallback.take(rule, key, now) : fallback.check(rule, key, now);
    }
  }

  return {
    take: (rule, key, now) => verdict(rule, key, now, true),
    check: (rule, key, now) => verdict(rule, key, now, false),
  };
}
