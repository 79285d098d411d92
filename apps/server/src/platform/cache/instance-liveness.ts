// Whether an instance still runs (decision 048): each instance keeps `{prefix}instance:{id}` in
// Redis, set with a short TTL and refreshed three times per TTL by a timer that never keeps the
// process alive. A crashed instance (kill -9, lost machine) stops refreshing, so its key expires
// within the TTL: a lease whose holder has no liveness key is a dead instance's, and may be taken
// over (lease-scripts.ts). A graceful close removes the key at once.
import { randomUUID } from 'node:crypto';
import type { RedisConnections } from './redis-connection.ts';

export interface InstanceLiveness {
  /** This instance's id: what its leases hold. */
  readonly instanceId: string;
  /** Starts every instance's liveness key; the id follows. */
  readonly keyPrefix: string;
  /** Stops refreshing and removes this instance's key. */
  close(): Promise<void>;
}

/** Sets the key, then keeps it alive; resolves once the first refresh has been answered. */
export async function startInstanceLiveness(
  redis: RedisConnections,
  ttlMs: number,
  onFailure: (error: unknown) => void,
): Promise<InstanceLiveness> {
  const instanceId = randomUUID();
  const keyPrefix = `${redis.keyPrefix}instance:`;
  const key = keyPrefix + instanceId;
  // A failed refresh is retried by the next one; two in a row lost and others take over.
  const refresh = () => redis.commands.set(key, '1', 'PX', ttlMs).then(() => undefined, onFailure);
  // Before the instance claims anything: a lease of an instance without a key looks dead.
  await refresh();
  const timer = setInterval(refresh, Math.max(1, Math.floor(ttlMs / 3)));
  timer.unref();
  return {
    instanceId,
    keyPrefix,
    async close() {
      clearInterval(timer);
      await redis.commands.del(key).catch(onFailure);
    },
  };
}
