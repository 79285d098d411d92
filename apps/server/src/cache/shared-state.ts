// What instances of the portal share beyond the database (decision 023): the rate limits' counts,
// the news of ended sessions, and live monitoring's messages and broadcast leases (decision 048). Through Redis when REDIS_URL is set; otherwise each instance
// keeps its own, in memory. Opened once in app.ts, closed with the app.
import type { AppConfig } from '../config.ts';
import { type AttemptCounter, createMemoryAttemptCounter } from './attempt-counter.ts';
import { type BroadcastLeases, createMemoryBroadcastLeases } from './broadcast-leases.ts';
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
  close(): Promise<void>;
}

export async function openSharedState(
  config: Pick<AppConfig, 'redis'>,
  onFailure: (error: unknown) => void,
  clock: () => Date,
): Promise<SharedState> {
  if (config.redis === undefined) {
    return {
      attempts: createMemoryAttemptCounter(),
      sessionEndings: createLocalSessionEndings(onFailure),
      liveChannel: createLocalLiveChannel(onFailure),
      broadcastLeases: createMemoryBroadcastLeases(clock),
      close: async () => undefined,
    };
  }
  const redis = await openRedis(config.redis, onFailure);
  try {
    return {
      attempts: createRedisAttemptCounter(redis, onFailure),
      sessionEndings: await createRedisSessionEndings(redis, onFailure),
      liveChannel: createRedisLiveChannel(redis, onFailure),
      broadcastLeases: createRedisBroadcastLeases(redis, onFailure),
      close: () => redis.close(),
    };
  } catch (error) {
    await redis.close();
    throw error;
  }
}
