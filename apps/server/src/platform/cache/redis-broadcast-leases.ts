// Broadcast leases in Redis (decision 048): `{prefix}lease:{topic}` holds the id of the instance
// running the device's upstream and expires with the lease. A claim takes a free lease, or extends
// a live holder's (whoever it is); a lease whose holder has no liveness key any more
// (instance-liveness.ts: the instance crashed) is taken over by the claim, or by takeOver() when
// its watchers hear nothing (silence-watchdog.ts). Both are Lua scripts (lease-scripts.ts), so two
// instances never take one lease. If Redis fails, this instance claims the device for itself: a
// device streamed twice for a while beats a customer seeing nothing.
import type { BroadcastLeases, OrphanedLeases } from './broadcast-leases.ts';
import type { InstanceLiveness } from './instance-liveness.ts';
import { CLAIM_SCRIPT, TAKEOVER_SCRIPT } from './lease-scripts.ts';
import type { RedisConnections } from './redis-connection.ts';

export function createRedisBroadcastLeases(
  redis: RedisConnections,
  liveness: Pick<InstanceLiveness, 'instanceId' | 'keyPrefix'>,
  onFailure: (error: unknown) => void,
): BroadcastLeases & OrphanedLeases {
  const { instanceId: instance, keyPrefix: livenessPrefix } = liveness;
  const keyOf = (topic: string) => `${redis.keyPrefix}lease:${topic}`;
  return {
    async claim(topic, ttlMs) {
      try {
        const claim = await redis.commands.eval(
          CLAIM_SCRIPT,
          1,
          keyOf(topic),
          instance,
          ttlMs,
          livenessPrefix,
        );
        return claim === 'renewed' ? 'renewed' : 'claimed';
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
    async takeOver(topic) {
      try {
        const found = Number(
          await redis.commands.eval(TAKEOVER_SCRIPT, 1, keyOf(topic), instance, livenessPrefix),
        );
        if (found > 0) return { kind: 'taken', leaseMs: found };
        if (found < 0) return { kind: 'alive', livesMs: -found };
        return { kind: 'none' };
      } catch (error) {
        // Today's rule when Redis fails: nothing is taken, the claims decide.
        onFailure(error);
        return { kind: 'none' };
      }
    },
  };
}
