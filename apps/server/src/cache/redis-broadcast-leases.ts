// Broadcast leases in Redis (decision 048): `{prefix}lease:{topic}` holds the id of the instance
// running the device's upstream and expires with the lease. SET NX claims it; a claim that finds
// it taken extends it instead (PEXPIRE), whoever holds it. If Redis fails, this instance claims
// the device for itself: a device streamed twice for a while beats a customer seeing nothing.
import { randomUUID } from 'node:crypto';
import type { BroadcastLeases } from './broadcast-leases.ts';
import type { RedisConnections } from './redis-connection.ts';

export function createRedisBroadcastLeases(
  redis: RedisConnections,
  onFailure: (error: unknown) => void,
): BroadcastLeases {
  const instance = randomUUID();
  const keyOf = (topic: string) => `${redis.keyPrefix}lease:${topic}`;
  return {
    async claim(topic, ttlMs) {
      const key = keyOf(topic);
      try {
        if ((await redis.commands.set(key, instance, 'PX', ttlMs, 'NX')) === 'OK') return 'claimed';
        // 0: it expired between the two commands; the next claim takes it.
        if ((await redis.commands.pexpire(key, ttlMs)) === 1) return 'renewed';
        await redis.commands.set(key, instance, 'PX', ttlMs);
        return 'claimed';
      } catch (error) {
        onFailure(error);
        return 'claimed';
      }
    },
    async remainingMs(topic) {
      const key = keyOf(topic);
      try {
        const [holder, left] = await Promise.all([
          redis.commands.get(key),
          redis.commands.pttl(key),
        ]);
        return holder === instance && left > 0 ? left : 0;
      } catch (error) {
        onFailure(error);
        return 0;
      }
    },
  };
}
