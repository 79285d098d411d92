// What instances of the portal share beyond the database (decision 023): the rate limits' counts,
// the news of ended sessions, and live monitoring's messages and broadcast leases (decision 048),
// with each instance's liveness so that a crashed instance's leases are taken over. Through Redis
// when REDIS_URL is set; otherwise each instance keeps its own, in memory. Opened once in app.ts,
// closed with the app.
import type { AppConfig } from '../config/config.ts';
import { type AttemptCounter, createMemoryAttemptCounter } from './attempt-counter.ts';
import {
  type BroadcastLeases,
  createMemoryBroadcastLeases,
  type OrphanedLeases,
} from './broadcast-leases.ts';
import { startInstanceLiveness } from './instance-liveness.ts';
import { createLocalLiveChannel, type LiveChannel } from './live-channel.ts';
import { createRedisAttemptCounter } from './redis-attempt-counter.ts';
import { createRedisBroadcastLeases } from './redis-broadcast-leases.ts';
import { openRedis } from './redis-connection.ts';
import { createRedisLiveChannel } from './redis-live-channel.ts';
import { createRedisSessionEndings } from './redis-session-endings.ts';
import { createLocalSessionEndings, type SessionEndings } from './session-endings.ts';

export interface SharedState {
  attempts: AttemptCounter;
  sessionEndings: SessionEndings;
  liveChannel: LiveChannel;
  broadcastLeases: BroadcastLeases;
  /** Takes over the leases of crashed instances; only with Redis (one process never dies alone). */
  orphanedLeases: OrphanedLeases | undefined;
  close(): Promise<void>;
}

export async function openSharedState(
  config: Pick<AppConfig, 'redis' | 'liveTakeover'>,
  onFailure: (error: unknown) => void,
  clock: () => Date,
): Promise<SharedState> {
  if (config.redis === undefined) {
    return {
      attempts: createMemoryAttemptCounter(),
      sessionEndings: createLocalSessionEndings(onFailure),
      liveChannel: createLocalLiveChannel(onFailure),
      broadcastLeases: createMemoryBroadcastLeases(clock),
      orphanedLeases: undefined,
      close: async () => undefined,
    };
  }
  const redis = await openRedis(config.redis, onFailure);
  const liveness = await startInstanceLiveness(redis, config.liveTakeover.livenessTtlMs, onFailure);
  try {
    const leases = createRedisBroadcastLeases(redis, liveness, onFailure);
    const liveChannel = createRedisLiveChannel(redis, liveness.instanceId, onFailure);
    return {
      attempts: createRedisAttemptCounter(redis, onFailure),
      sessionEndings: await createRedisSessionEndings(redis, onFailure),
      liveChannel,
      broadcastLeases: leases,
      orphanedLeases: leases,
      async close() {
        await liveChannel.close();
        await liveness.close();
        await redis.close();
      },
    };
  } catch (error) {
    await liveness.close();
    await redis.close();
    throw error;
  }
}
