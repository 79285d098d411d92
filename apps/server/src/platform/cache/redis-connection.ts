// The portal's connections to Redis (decision 023), opened once in app.ts when REDIS_URL is set
// and closed when the app closes: one for commands (the attempt counters, publishing session
// endings) and one that only listens, as Redis asks of a subscribed connection. A Redis that is
// down must not hang requests: commands fail at once (no offline queue, one retry) and their
// callers fall back to what the instance knows alone; the connections reconnect by themselves.
import { Redis } from 'ioredis';
import type { RedisSettings } from '../config/config.ts';

export interface RedisConnections {
  /** Commands: counters and PUBLISH. */
  commands: Redis;
  /** SUBSCRIBE only. */
  listener: Redis;
  keyPrefix: string;
  close(): Promise<void>;
}

/** Thrown when Redis cannot be reached at start-up; start-up-fault prints its message as is. */
export class RedisUnreachableError extends Error {
  override readonly name = 'RedisUnreachableError';
}

function connect(url: string, options: { autoPipelining: boolean }): Redis {
  return new Redis(url, {
    // Commands of one event-loop turn go out in one write: the live streams publish thousands of
    // messages a second, each its own write (and system call) otherwise.
    enableAutoPipelining: options.autoPipelining,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Back off up to 2 s between reconnections, forever: Redis may come back.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

/** The URL fit for a log line: without its password. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Opens both connections; a Redis that does not answer stops the start with one clear line. */
export async function openRedis(
  settings: RedisSettings,
  onError: (error: unknown) => void,
): Promise<RedisConnections> {
  const commands = connect(settings.url, { autoPipelining: true });
  const listener = connect(settings.url, { autoPipelining: false });
  // Before the start succeeds, the failure is the start-up fault below; after, a lost connection
  // is logged (at each reconnection attempt) and retried.
  let started = false;
  const reportError = (error: unknown) => {
    if (started) onError(error);
  };
  commands.on('error', reportError);
  listener.on('error', reportError);
  try {
    await Promise.all([commands.connect(), listener.connect()]);
  } catch (error) {
    commands.disconnect();
    listener.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new RedisUnreachableError(
      `Redis at ${redacted(settings.url)} does not answer (${reason}). Start it, or unset REDIS_URL to keep limits and session endings per instance.`,
    );
  }
  started = true;
  return {
    commands,
    listener,
    keyPrefix: settings.keyPrefix,
    async close() {
      await Promise.allSettled([commands.quit(), listener.quit()]);
    },
  };
}
