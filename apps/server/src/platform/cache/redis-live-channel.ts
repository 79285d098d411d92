// Live messages through Redis pub/sub (decision 048). Each instance listens on a channel of its
// own, `{prefix}live:to:{instanceId}`, and tells the others on `{prefix}live:watch` which topics its
// sockets watch (watch-registry.ts). The instance running a device sends each message to exactly
// the instances that watch it, and the messages of one event-loop turn for one instance go out as
// one PUBLISH. Its own sockets it tells directly, without the round trip.
// Earlier designs, and why not: a channel and a PUBLISH per device and message cost 40,000 Redis
// operations a second at 20,000 devices; eight shared shard channels batched that, but every
// instance then heard every device of a shard, half of it for nobody, which on two instances
// doubled what each read from Redis and what Redis wrote.
// A message lost while Redis is down is a second of live data, not worth a queue.
import { type LiveChannel, TopicListeners } from './live-channel.ts';
import type { RedisConnections } from './redis-connection.ts';
import { createWatchRegistry } from './watch-registry.ts';

/** Messages handed to sockets in one event-loop turn at most; the rest of a batch follows next
 * turn. A batch from an instance that was stuck can hold thousands: told all at once, they stalled
 * this instance as long, and its own next batch then stalled the other (decision 048). */
const MAX_RECORDS_PER_TURN = 500;

/** Separates a topic from its text and one message from the next: JSON never holds a raw newline,
 * and topics are URI-encoded (live-source.ts deviceTopic). */
const SEPARATOR_BYTE = 0x0a;

export interface RedisLiveChannel extends LiveChannel {
  /** Says goodbye to the other instances, so they stop sending here at once. */
  close(): Promise<void>;
}

export function createRedisLiveChannel(
  redis: RedisConnections,
  instanceId: string,
  onFailure: (error: unknown) => void,
): RedisLiveChannel {
  const inbox = `${redis.keyPrefix}live:to:`;
  const ownInbox = inbox + instanceId;
  const listeners = new TopicListeners(onFailure);
  const registry = createWatchRegistry(redis, instanceId, onFailure);
  const outgoing = batchedPublishing(redis, inbox, onFailure, registry.forget);
  const ownInboxBytes = Buffer.from(ownInbox);
  const inboxQueue = inboxDrain(listeners);
  // As bytes: each message goes to its sockets as the slice of the batch it is, never decoded.
  // Nobody on this connection listens to 'message' (redis-connection.ts), so ioredis decodes
  // nothing either.
  redis.listener.on('messageBuffer', (channel: Buffer, batch: Buffer) => {
    // The listener connection is shared (session endings, the registry): only our inbox here.
    if (channel.equals(ownInboxBytes)) inboxQueue.add(batch);
  });
  // The inbox first: the registry announces this instance only once it can hear.
  redis.listener.subscribe(ownInbox).then(registry.start, onFailure);
  return {
    publish(topic, text) {
      if (listeners.has(topic)) listeners.tell(topic, text);
      const watchers = registry.watchersOf(topic);
      if (watchers === undefined) return;
      for (const watcher of watchers) outgoing.add(watcher, topic, text);
    },
    subscribe(topic, listener) {
      if (listeners.add(topic, listener)) registry.watch(topic);
      return () => {
        if (listeners.remove(topic, listener)) registry.unwatch(topic);
      };
    },
    close: registry.close,
  };
}

/** The inbox's batches, told in their order, MAX_RECORDS_PER_TURN messages a turn at most. */
function inboxDrain(listeners: TopicListeners) {
  const batches: Buffer[] = [];
  /** Where the next message of the first batch starts. */
  let at = 0;
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    let told = 0;
    while (told < MAX_RECORDS_PER_TURN) {
      const batch = batches[0];
      if (!batch) return;
      const topicEnd = batch.indexOf(SEPARATOR_BYTE, at);
      const textEnd = topicEnd < 0 ? -1 : batch.indexOf(SEPARATOR_BYTE, topicEnd + 1);
      const end = textEnd < 0 ? batch.length : textEnd;
      if (topicEnd >= 0) {
        listeners.tell(batch.toString('utf8', at, topicEnd), batch.subarray(topicEnd + 1, end));
        told += 1;
      }
      at = end + 1;
      if (topicEnd < 0 || at >= batch.length) {
        batches.shift();
        at = 0;
      }
    }
    if (batches.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };
  return {
    add(batch: Buffer) {
      batches.push(batch);
      // The common batch (a turn's few hundred) is told at once, as it arrives.
      if (batches.length === 1 && !scheduled) drain();
    },
  };
}

/** Collects the turn's messages per instance and publishes each instance's as one, next turn. An
 * inbox nobody hears belongs to an instance that is gone without a goodbye: it is forgotten. */
function batchedPublishing(
  redis: RedisConnections,
  inbox: string,
  onFailure: (error: unknown) => void,
  forget: (instanceId: string) => void,
) {
  /** Per instance, its topics and texts in turn: topic, text, topic, text… */
  let pending = new Map<string, string[]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batches = pending;
    pending = new Map();
    for (const [instanceId, parts] of batches) {
      redis.commands.publish(inbox + instanceId, joinedBytes(parts)).then((heard) => {
        if (heard === 0) forget(instanceId);
      }, onFailure);
    }
  };
  return {
    add(instanceId: string, topic: string, text: string) {
      const parts = pending.get(instanceId);
      if (parts) parts.push(topic, text);
      else pending.set(instanceId, [topic, text]);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}

/** The parts written into one buffer, a separator between each. As bytes outside the JS heap, not
 * as one joined string: ioredis holds a command's arguments until Redis answers, and a joined
 * string of a turn's messages (two bytes a character, for the € of the units) often outlived two
 * young collections that way. Promoted, those strings were 80% of the old generation's growth, and
 * each instance's heap climbed 10-14 MB a second to a major collection; as bytes it stays flat and
 * the instance's RSS is half (decision 048). */
function joinedBytes(parts: readonly string[]): Buffer {
  let length = parts.length - 1;
  for (const part of parts) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) bytes[at++] = SEPARATOR_BYTE;
    at += bytes.write(part, at);
  });
  return bytes;
}
