// Session endings shared through Redis pub/sub (decision 023): the instance that learns of an
// ending tells its own listeners at once and publishes it on `{prefix}session-endings`; every
// other instance hears it within a round trip and evicts its cached liveness and tokens.
// Messages are parsed by schema and ignored when malformed. A lost message (Redis down) costs
// nothing more than decision 020's 4 s bound, which the liveness cache keeps regardless.
import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import type { RedisConnections } from './redis-connection.ts';
import { EndingListeners, type SessionEndings, sessionEndingSchema } from './session-endings.ts';

const messageSchema = z.strictObject({ from: z.string(), ending: sessionEndingSchema });

export async function createRedisSessionEndings(
  redis: RedisConnections,
  onFailure: (error: unknown) => void,
): Promise<SessionEndings> {
  const channel = `${redis.keyPrefix}session-endings`;
  // Its own messages come back too; this instance told its listeners already.
  const instance = randomUUID();
  const listeners = new EndingListeners(onFailure);
  const channelBytes = Buffer.from(channel);
  redis.listener.on('messageBuffer', (heardOn: Buffer, bytes: Buffer) => {
    if (!heardOn.equals(channelBytes)) return;
    const message = messageSchema.safeParse(parseJson(bytes.toString()));
    if (!message.success || message.data.from === instance) return;
    listeners.tell(message.data.ending);
  });
  await redis.listener.subscribe(channel);
  return {
    publish(ending) {
      listeners.tell(ending);
      redis.commands.publish(channel, JSON.stringify({ from: instance, ending })).catch(onFailure);
    },
    subscribe: (listener) => listeners.add(listener),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
