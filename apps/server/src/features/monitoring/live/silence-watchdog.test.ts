// The watchdog that resumes a crashed instance's devices (decision 048), on real Redis with two
// instances' leases, liveness and channels: a device heard is never checked; a silent device
// whose holder lives (an MQTT meter that does not publish) is left alone and checked only as
// often as the holder's liveness could run out; a silent device whose holder is dead is taken
// over once, for the lease's remaining time.
// On real time (decision 064): the liveness keys expire in Redis, whose clock a fake one in this
// process cannot move; the settings are a few hundred milliseconds so the waits stay short.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../../../test/redis.ts';
import type { BroadcastLeases, OrphanedLeases } from '../../../platform/cache/broadcast-leases.ts';
import {
  type InstanceLiveness,
  startInstanceLiveness,
} from '../../../platform/cache/instance-liveness.ts';
import type { LiveChannel } from '../../../platform/cache/live-channel.ts';
import { createRedisBroadcastLeases } from '../../../platform/cache/redis-broadcast-leases.ts';
import { openRedis, type RedisConnections } from '../../../platform/cache/redis-connection.ts';
import { createRedisLiveChannel } from '../../../platform/cache/redis-live-channel.ts';
import { createSilenceWatchdog, type SilenceWatchdog } from './silence-watchdog.ts';

const LIVENESS_TTL_MS = 600;
const SILENCE_MS = 200;
const LEASE_MS = 30_000;

interface Instance {
  liveness: InstanceLiveness;
  leases: BroadcastLeases & OrphanedLeases;
  channel: LiveChannel;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisAvailable)('the silence watchdog', () => {
  const settings = testRedisSettings();
  const raw = new Redis(settings.url, { lazyConnect: true });
  const opened: RedisConnections[] = [];
  const failures: unknown[] = [];
  const onFailure = (error: unknown) => failures.push(error);
  let holder: Instance;
  let watcher: Instance;
  let takeovers: number;
  let watchdog: SilenceWatchdog;

  async function instance(): Promise<Instance> {
    const redis = await openRedis(settings, onFailure);
    opened.push(redis);
    const liveness = await startInstanceLiveness(redis, LIVENESS_TTL_MS, onFailure);
    return {
      liveness,
      leases: createRedisBroadcastLeases(redis, liveness, onFailure),
      channel: createRedisLiveChannel(redis, liveness.instanceId, onFailure),
    };
  }

  beforeAll(async () => {
    await raw.connect();
    [holder, watcher] = await Promise.all([instance(), instance()]);
    takeovers = 0;
    watchdog = createSilenceWatchdog({
      channel: watcher.channel,
      leases: {
        takeOver: (topic) => {
          takeovers += 1;
          return watcher.leases.takeOver(topic);
        },
      },
      silenceMs: SILENCE_MS,
      onFailure,
    });
  });
  afterAll(async () => {
    watchdog.close();
    await Promise.all([holder.liveness.close(), watcher.liveness.close()]);
    await Promise.all(opened.map((redis) => redis.close()));
    await removeRedisKeys(settings);
    raw.disconnect();
    expect(failures).toEqual([]);
  });

  /** Watches the topic for ms, counting the checks and what was resumed. */
  async function watchFor(topic: string, ms: number, during?: () => void) {
    const resumed: number[] = [];
    takeovers = 0;
    const stop = watchdog.watch(topic, (leaseMs) => resumed.push(leaseMs));
    // Subscribing takes a round trip; so does a message.
    await pause(50);
    const ticking = during ? setInterval(during, 100) : undefined;
    await pause(ms);
    clearInterval(ticking);
    stop();
    return { resumed, checks: takeovers };
  }

  it('never checks a device it hears', async () => {
    expect(await holder.leases.claim('1:heard', LEASE_MS)).toBe('claimed');
    const { resumed, checks } = await watchFor('1:heard', SILENCE_MS * 6, () =>
      holder.channel.publish('1:heard', '{}'),
    );
    expect({ resumed, checks }).toEqual({ resumed: [], checks: 0 });
  });

  it('leaves a silent device alone while its holder lives, checking as its liveness allows', async () => {
    expect(await holder.leases.claim('1:silent', LEASE_MS)).toBe('claimed');
    const watchedMs = 2_400;
    const { resumed, checks } = await watchFor('1:silent', watchedMs);
    expect(resumed).toEqual([]);
    expect(checks).toBeGreaterThanOrEqual(1);
    // Rechecked when the holder's key could expire (it is refreshed every third of its TTL),
    // not at every scan (every SILENCE_MS / 4).
    expect(checks).toBeLessThanOrEqual(Math.ceil(watchedMs / ((LIVENESS_TTL_MS * 2) / 3)) + 1);
    expect(await holder.leases.remainingMs('1:silent')).toBeGreaterThan(0);
    expect(await watcher.leases.remainingMs('1:silent')).toBe(0);
  });

  it('takes a dead holder’s silent device over once, for the lease’s remaining time', async () => {
    const key = `${settings.keyPrefix}lease:1:orphan`;
    await raw.set(key, 'crashed-instance', 'PX', LEASE_MS);
    const { resumed } = await watchFor('1:orphan', SILENCE_MS * 6);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toBeLessThanOrEqual(LEASE_MS);
    expect(resumed[0]).toBeGreaterThan(LEASE_MS - 2_000);
    expect(await watcher.leases.remainingMs('1:orphan')).toBeGreaterThan(0);
    // Its end unmoved: the customer's renewals decide how long it lives.
    expect(await raw.pttl(key)).toBeLessThanOrEqual(resumed[0] ?? 0);
  });

  it('stops checking a device nobody here watches any more', async () => {
    await raw.set(`${settings.keyPrefix}lease:1:left`, 'crashed-instance', 'PX', LEASE_MS);
    const resumed: number[] = [];
    takeovers = 0;
    const first = watchdog.watch('1:left', (leaseMs) => resumed.push(leaseMs));
    const second = watchdog.watch('1:left', (leaseMs) => resumed.push(leaseMs));
    first();
    second();
    await pause(SILENCE_MS * 3);
    expect({ resumed, checks: takeovers }).toEqual({ resumed: [], checks: 0 });
  });
});
