// Broadcast leases in Redis with each holder's liveness (decision 048): a live holder's lease is
// renewed by any instance and never taken; a lease whose holder has no liveness key (a crashed
// instance) is taken by exactly one of several instances racing for it, through a claim (which
// then lasts the claim's TTL) or a takeover (which keeps the lease's end); a graceful close gives
// the lease up at once.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, removeRedisKeys, testRedisSettings } from '../../../test/redis.ts';
import type { BroadcastLeases, OrphanedLeases } from './broadcast-leases.ts';
import { type InstanceLiveness, startInstanceLiveness } from './instance-liveness.ts';
import { createRedisBroadcastLeases } from './redis-broadcast-leases.ts';
import { openRedis, type RedisConnections } from './redis-connection.ts';

const LIVENESS_TTL_MS = 2_000;
const LEASE_MS = 60_000;

interface Instance {
  liveness: InstanceLiveness;
  leases: BroadcastLeases & OrphanedLeases;
}

describe.skipIf(!redisAvailable)('broadcast leases in Redis', () => {
  const settings = testRedisSettings();
  const raw = new Redis(settings.url, { lazyConnect: true });
  const opened: RedisConnections[] = [];
  const failures: unknown[] = [];
  let a: Instance;
  let b: Instance;

  async function instance(): Promise<Instance> {
    const redis = await openRedis(settings, (error) => failures.push(error));
    opened.push(redis);
    const liveness = await startInstanceLiveness(redis, LIVENESS_TTL_MS, (error) =>
      failures.push(error),
    );
    return {
      liveness,
      leases: createRedisBroadcastLeases(redis, liveness, (error) => failures.push(error)),
    };
  }

  /** A lease held by an instance that crashed: its liveness key is gone. */
  async function deadHoldersLease(topic: string): Promise<void> {
    await raw.set(`${settings.keyPrefix}lease:${topic}`, 'crashed-instance', 'PX', LEASE_MS);
  }

  beforeAll(async () => {
    await raw.connect();
    [a, b] = await Promise.all([instance(), instance()]);
  });
  afterAll(async () => {
    await Promise.all([a.liveness.close(), b.liveness.close()]);
    await Promise.all(opened.map((redis) => redis.close()));
    await removeRedisKeys(settings);
    raw.disconnect();
    expect(failures).toEqual([]);
  });

  it('keeps a live holder: others renew its lease and cannot take it', async () => {
    expect(await a.leases.claim('1:live', LEASE_MS)).toBe('claimed');
    expect(await b.leases.claim('1:live', LEASE_MS)).toBe('renewed');
    expect(await a.leases.claim('1:live', LEASE_MS)).toBe('renewed');
    const found = await b.leases.takeOver('1:live');
    expect(found.kind).toBe('alive');
    if (found.kind === 'alive') {
      expect(found.livesMs).toBeGreaterThan(0);
      expect(found.livesMs).toBeLessThanOrEqual(LIVENESS_TTL_MS);
    }
    expect(await a.leases.remainingMs('1:live')).toBeGreaterThan(LEASE_MS - 1_000);
    expect(await b.leases.remainingMs('1:live')).toBe(0);
    // Its own lease, or none, is nothing to take.
    expect(await a.leases.takeOver('1:live')).toEqual({ kind: 'none' });
    expect(await a.leases.takeOver('1:nobody')).toEqual({ kind: 'none' });
  });

  it('gives a dead holder’s lease to exactly one of two concurrent takeovers, its end unmoved', async () => {
    for (let round = 0; round < 20; round += 1) {
      const topic = `1:dead-${round}`;
      await deadHoldersLease(topic);
      const before = await raw.pttl(`${settings.keyPrefix}lease:${topic}`);
      const found = await Promise.all([a.leases.takeOver(topic), b.leases.takeOver(topic)]);
      const taken = found.filter((one) => one.kind === 'taken');
      expect(taken).toHaveLength(1);
      // The loser finds the winner, alive.
      expect(found.filter((one) => one.kind === 'alive')).toHaveLength(1);
      const leaseMs = taken[0]?.kind === 'taken' ? taken[0].leaseMs : 0;
      expect(leaseMs).toBeGreaterThan(0);
      expect(leaseMs).toBeLessThanOrEqual(before);
      const winner = found[0]?.kind === 'taken' ? a : b;
      const loser = winner === a ? b : a;
      expect(await winner.leases.remainingMs(topic)).toBeGreaterThan(0);
      expect(await winner.leases.remainingMs(topic)).toBeLessThanOrEqual(before);
      expect(await loser.leases.remainingMs(topic)).toBe(0);
    }
  });

  it('gives a dead holder’s lease to exactly one of two concurrent claims, for the claim’s TTL', async () => {
    for (let round = 0; round < 20; round += 1) {
      const topic = `1:claimed-${round}`;
      await deadHoldersLease(topic);
      const claims = await Promise.all([
        a.leases.claim(topic, LEASE_MS * 2),
        b.leases.claim(topic, LEASE_MS * 2),
      ]);
      expect(claims.toSorted()).toEqual(['claimed', 'renewed']);
      const winner = claims[0] === 'claimed' ? a : b;
      expect(await winner.leases.remainingMs(topic)).toBeGreaterThan(LEASE_MS);
    }
  });

  it('lets the lease go at once when its holder closes gracefully', async () => {
    const leaving = await instance();
    expect(await leaving.leases.claim('1:leaving', LEASE_MS)).toBe('claimed');
    expect((await a.leases.takeOver('1:leaving')).kind).toBe('alive');
    await leaving.liveness.close();
    expect((await a.leases.takeOver('1:leaving')).kind).toBe('taken');
    expect(await b.leases.claim('1:leaving', LEASE_MS)).toBe('renewed');
    expect(await a.leases.remainingMs('1:leaving')).toBeGreaterThan(LEASE_MS - 1_000);
  });
});
