// Redis for tests: 127.0.0.1:6379 (TEST_REDIS_URL overrides), required under CI or
// REQUIRE_REDIS=1, else the tests that need it are skipped. Each test gets its own key prefix
// (keys and pub/sub channel), and removes its keys afterwards.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RedisSettings } from '../src/platform/config/config.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const required = isSet(process.env.CI) || process.env.REQUIRE_REDIS === '1';

function isSet(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false'].includes(value.toLowerCase());
}

async function answers(): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Probed once per test file, before the describe blocks are collected.
const available = await answers();
if (!available && required) {
  throw new Error(`Redis is required (CI or REQUIRE_REDIS=1) but ${url} does not answer`);
}

/** Whether the tests that need Redis can run. */
export const redisAvailable = available;

/** Settings with a key prefix of this test's own. */
export function testRedisSettings(): RedisSettings {
  return { url, keyPrefix: `portal-test:${randomUUID()}:` };
}

/** Removes every key under the prefix. */
export async function removeRedisKeys(settings: RedisSettings): Promise<void> {
  const redis = new Redis(settings.url);
  try {
    const keys = await redis.keys(`${settings.keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
