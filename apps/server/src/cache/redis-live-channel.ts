// Live messages through Redis pub/sub (decision 048): one channel per device,
// `{prefix}live:{topic}`, subscribed while this instance has a socket watching the device. The
// publisher's own instance hears its message back like any other, so nothing is delivered twice.
// A message lost while Redis is down is a second of live data, not worth a queue.
import { type LiveChannel, TopicListeners } from './live-channel.ts';
import type { RedisConnections } from './redis-connection.ts';

export function createRedisLiveChannel(
  redis: RedisConnections,
  onFailure: (error: unknown) => void,
): LiveChannel {
  const prefix = `${redis.keyPrefix}live:`;
  const listeners = new TopicListeners(onFailure);
  redis.listener.on('message', (channel: string, text: string) => {
    // The listener connection is shared (session endings); only this prefix is ours.
    if (channel.startsWith(prefix)) listeners.tell(channel.slice(prefix.length), text);
  });
  return {
    publish(topic, text) {
      redis.commands.publish(prefix + topic, text).catch(onFailure);
    },
    subscribe(topic, listener) {
      if (listeners.add(topic, listener)) {
        redis.listener.subscribe(prefix + topic).catch(onFailure);
      }
      return () => {
        if (listeners.remove(topic, listener)) {
          redis.listener.unsubscribe(prefix + topic).catch(onFailure);
        }
      };
    },
  };
}
