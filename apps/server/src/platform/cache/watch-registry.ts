// Which instance's sockets watch which live topics (decision 048), so that a device's messages go
// only where someone watches. Each instance announces its own on the channel `{prefix}live:watch`
// and keeps what the others announce, in memory. One PUBLISH per turn, each a header line and
// then one topic per line:
//   `+{id}` watches these topics now     `-{id}` no longer watches these
//   `={id}` watches exactly these (a snapshot: replaces all that was known of the instance)
//   `?{id}` has just started: every instance answers with its snapshot
//   `x{id}` is closing: forget it
// A Redis channel keeps one publisher's messages in order, so applying them as they come is right.
// What can go wrong heals: every instance re-sends its snapshot every SNAPSHOT_EVERY_MS (a lost
// message, a Redis restart), and an instance that died without a goodbye is forgotten when a
// message to it reaches nobody (redis-live-channel.ts) or, at the latest, when its snapshot is
// three periods late.
import type { RedisConnections } from './redis-connection.ts';

export const SNAPSHOT_EVERY_MS = 30_000;
const FORGOTTEN_AFTER_MS = 3 * SNAPSHOT_EVERY_MS;

const SEPARATOR = '\n';

export interface WatchRegistry {
  /** The other instances watching the topic (never this one). */
  watchersOf(topic: string): ReadonlySet<string> | undefined;
  /** This instance now watches the topic. */
  watch(topic: string): void;
  /** This instance no longer watches the topic. */
  unwatch(topic: string): void;
  /** Another instance is gone: no more messages for it. */
  forget(instanceId: string): void;
  /** Listens and announces; call once this instance can hear its own inbox. */
  start(): void;
  close(): Promise<void>;
}

export function createWatchRegistry(
  redis: RedisConnections,
  self: string,
  onFailure: (error: unknown) => void,
): WatchRegistry {
  const channel = `${redis.keyPrefix}live:watch`;
  const own = new Set<string>();
  const watchers = new Map<string, Set<string>>();
  const others = new Map<string, { topics: Set<string>; seenAt: number }>();
  const announce = (message: string) => {
    redis.commands.publish(channel, message).catch(onFailure);
  };
  const snapshot = () => announce([`=${self}`, ...own].join(SEPARATOR));
  const changes = batchedChanges(self, announce);
  let started = false;
  let timer: NodeJS.Timeout | undefined;

  function add(instanceId: string, topic: string) {
    const set = watchers.get(topic);
    if (set) set.add(instanceId);
    else watchers.set(topic, new Set([instanceId]));
  }
  function remove(instanceId: string, topic: string) {
    const set = watchers.get(topic);
    if (!set?.delete(instanceId) || set.size > 0) return;
    watchers.delete(topic);
  }
  function forget(instanceId: string) {
    const known = others.get(instanceId);
    if (!known) return;
    for (const topic of known.topics) remove(instanceId, topic);
    others.delete(instanceId);
  }
  function knownOf(instanceId: string) {
    let known = others.get(instanceId);
    if (!known) {
      known = { topics: new Set(), seenAt: Date.now() };
      others.set(instanceId, known);
    }
    return known;
  }

  function hear(message: string) {
    const lines = message.split(SEPARATOR);
    const header = lines[0] ?? '';
    const kind = header[0];
    const instanceId = header.slice(1);
    if (instanceId === self || instanceId === '') return;
    const topics = lines.slice(1);
    if (kind === '?') snapshot();
    else if (kind === 'x') forget(instanceId);
    else if (kind === '=') {
      forget(instanceId);
      const known = knownOf(instanceId);
      for (const topic of topics) {
        known.topics.add(topic);
        add(instanceId, topic);
      }
    } else if (kind === '+' || kind === '-') {
      const known = knownOf(instanceId);
      known.seenAt = Date.now();
      for (const topic of topics) {
        if (kind === '+') {
          known.topics.add(topic);
          add(instanceId, topic);
        } else {
          known.topics.delete(topic);
          remove(instanceId, topic);
        }
      }
    }
  }

  function refresh() {
    snapshot();
    const oldest = Date.now() - FORGOTTEN_AFTER_MS;
    for (const [instanceId, known] of others) if (known.seenAt < oldest) forget(instanceId);
  }

  const channelBytes = Buffer.from(channel);
  redis.listener.on('messageBuffer', (from: Buffer, message: Buffer) => {
    if (from.equals(channelBytes)) hear(message.toString());
  });
  return {
    watchersOf: (topic) => watchers.get(topic),
    watch(topic) {
      own.add(topic);
      if (started) changes.add(topic);
    },
    unwatch(topic) {
      own.delete(topic);
      if (started) changes.remove(topic);
    },
    forget,
    start() {
      redis.listener.subscribe(channel).then(() => {
        started = true;
        // Who watches what, from everyone; and what this instance watches already, to everyone.
        announce(`?${self}`);
        snapshot();
        timer = setInterval(refresh, SNAPSHOT_EVERY_MS);
        timer.unref();
      }, onFailure);
      // After a lost connection ioredis subscribes again by itself; the others may have missed
      // this instance's changes meanwhile, and it theirs.
      redis.listener.on('ready', () => {
        if (!started) return;
        announce(`?${self}`);
        snapshot();
      });
    },
    async close() {
      clearInterval(timer);
      if (started) await redis.commands.publish(channel, `x${self}`).catch(onFailure);
    },
  };
}

/** The turn's watch changes as one `+` and one `-` message; a topic watched and let go within one
 * turn cancels out. */
function batchedChanges(self: string, announce: (message: string) => void) {
  const added = new Set<string>();
  const removed = new Set<string>();
  let scheduled = false;
  const send = () => {
    scheduled = false;
    if (added.size > 0) announce([`+${self}`, ...added].join(SEPARATOR));
    if (removed.size > 0) announce([`-${self}`, ...removed].join(SEPARATOR));
    added.clear();
    removed.clear();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(send);
  };
  return {
    add(topic: string) {
      if (!removed.delete(topic)) added.add(topic);
      schedule();
    },
    remove(topic: string) {
      if (!added.delete(topic)) removed.add(topic);
      schedule();
    },
  };
}
