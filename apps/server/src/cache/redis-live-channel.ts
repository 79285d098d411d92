// Live messages through Redis pub/sub (decision 048). A device's messages travel on one of a few
// shard channels, `{prefix}live:{shard}`, and the messages an instance publishes in one turn of its
// event loop go out together, one PUBLISH per shard. One channel and one PUBLISH per device and
// message was the first design: at 20,000 devices that is 40,000 Redis operations a second (each
// message in, each message out) and as many small replies to parse, which on a two-core machine
// shared with the instances left no room for the sockets. Batched, Redis handles a few hundred.
// The price: an instance hears every device of the shards it listens to, not only the devices
// its sockets watch, and drops the rest (a map look-up each). With a handful of instances that is
// cheap; with dozens, a channel per instance and a registry of who watches what would be next.
// An instance listens to a shard while a socket of it watches one of the shard's devices. The
// publisher's own instance hears its message back like any other, so nothing is delivered twice.
// A message lost while Redis is down is a second of live data, not worth a queue.
import { type LiveChannel, TopicListeners } from './live-channel.ts';
import type { RedisConnections } from './redis-connection.ts';

/** Few enough that a turn's messages fill each PUBLISH; more only spreads the same load. */
export const LIVE_SHARDS = 8;

/** Separates a topic from its text and one message from the next: JSON never holds a raw newline,
 * and topics are URI-encoded (live-source.ts deviceTopic). */
const SEPARATOR = '\n';

export function createRedisLiveChannel(
  redis: RedisConnections,
  onFailure: (error: unknown) => void,
): LiveChannel {
  const prefix = `${redis.keyPrefix}live:`;
  const listeners = new TopicListeners(onFailure);
  const watchedPerShard = new Array<number>(LIVE_SHARDS).fill(0);
  const outgoing = batchedPublishing(redis, prefix, onFailure);
  const changes = batchedSubscriptions(redis, onFailure);
  redis.listener.on('message', (channel: string, batch: string) => {
    // The listener connection is shared (session endings); only this prefix is ours.
    if (!channel.startsWith(prefix)) return;
    let at = 0;
    while (at < batch.length) {
      const topicEnd = batch.indexOf(SEPARATOR, at);
      if (topicEnd < 0) return;
      const textEnd = batch.indexOf(SEPARATOR, topicEnd + 1);
      const end = textEnd < 0 ? batch.length : textEnd;
      const topic = batch.slice(at, topicEnd);
      if (listeners.has(topic)) listeners.tell(topic, batch.slice(topicEnd + 1, end));
      at = end + 1;
    }
  });
  return {
    publish: (topic, text) => outgoing.add(shardOf(topic), `${topic}${SEPARATOR}${text}`),
    subscribe(topic, listener) {
      const shard = shardOf(topic);
      if (listeners.add(topic, listener)) {
        watchedPerShard[shard] = (watchedPerShard[shard] ?? 0) + 1;
        if (watchedPerShard[shard] === 1) changes.subscribe(prefix + shard);
      }
      return () => {
        if (!listeners.remove(topic, listener)) return;
        watchedPerShard[shard] = (watchedPerShard[shard] ?? 1) - 1;
        if (watchedPerShard[shard] === 0) changes.unsubscribe(prefix + shard);
      };
    },
  };
}

/** FNV-1a of the topic: the same shard on every instance. */
export function shardOf(topic: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < topic.length; index += 1) {
    hash ^= topic.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % LIVE_SHARDS;
}

/** Collects the turn's messages per shard and publishes each shard's as one, on the next turn. */
function batchedPublishing(
  redis: RedisConnections,
  prefix: string,
  onFailure: (error: unknown) => void,
) {
  const pending = Array.from({ length: LIVE_SHARDS }, () => [] as string[]);
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    pending.forEach((messages, shard) => {
      if (messages.length === 0) return;
      redis.commands.publish(prefix + shard, messages.join(SEPARATOR)).catch(onFailure);
      pending[shard] = [];
    });
  };
  return {
    add(shard: number, record: string) {
      pending[shard]?.push(record);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}

/** Collects the turn's (un)subscriptions and sends them together on the next turn. */
function batchedSubscriptions(redis: RedisConnections, onFailure: (error: unknown) => void) {
  const toSubscribe = new Set<string>();
  const toUnsubscribe = new Set<string>();
  let scheduled = false;
  const send = (channels: Set<string>, command: 'subscribe' | 'unsubscribe') => {
    if (channels.size === 0) return;
    redis.listener[command](...channels).catch(onFailure);
    channels.clear();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      send(toSubscribe, 'subscribe');
      send(toUnsubscribe, 'unsubscribe');
    });
  };
  return {
    subscribe(channel: string) {
      // Still subscribed at Redis while its unsubscription waits: cancelling it is enough.
      if (!toUnsubscribe.delete(channel)) toSubscribe.add(channel);
      schedule();
    },
    unsubscribe(channel: string) {
      if (!toSubscribe.delete(channel)) toUnsubscribe.add(channel);
      schedule();
    },
  };
}
