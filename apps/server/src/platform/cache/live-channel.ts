// Where a device's live messages meet the sockets that watch it (decision 048): the device's one
// upstream publishes each message once, as JSON text, and every watcher on every instance gets
// that same text. In one process the text goes straight to the listeners; with Redis
// (redis-live-channel.ts) through pub/sub, so a socket on any instance sees any device.

/** A live message: its JSON as text, or as the UTF-8 bytes Redis delivered it in (decoding them
 * only for the socket to encode them again cost CPU and garbage for every message that crossed
 * instances; decision 048). */
export type LiveText = string | Buffer;

export type LiveListener = (text: LiveText) => void;

export interface LiveChannel {
  /** Sends the text to every listener of the topic, here and (with Redis) elsewhere. */
  publish(topic: string, text: string): void;
  /** Hears the topic until the returned function is called. */
  subscribe(topic: string, listener: LiveListener): () => void;
}

/** Listeners by topic, each called on its own, so one that throws cannot silence the rest. */
export class TopicListeners {
  readonly #topics = new Map<string, Set<LiveListener>>();
  readonly #onFailure: (error: unknown) => void;

  constructor(onFailure: (error: unknown) => void) {
    this.#onFailure = onFailure;
  }

  /** Adds a listener; true when it is the topic's first. */
  add(topic: string, listener: LiveListener): boolean {
    const listeners = this.#topics.get(topic);
    if (listeners) {
      listeners.add(listener);
      return false;
    }
    this.#topics.set(topic, new Set([listener]));
    return true;
  }

  /** Removes a listener; true when the topic has none left. */
  remove(topic: string, listener: LiveListener): boolean {
    const listeners = this.#topics.get(topic);
    if (!listeners?.delete(listener) || listeners.size > 0) return false;
    this.#topics.delete(topic);
    return true;
  }

  /** Whether the topic has a listener here. */
  has(topic: string): boolean {
    return this.#topics.has(topic);
  }

  tell(topic: string, text: LiveText): void {
    for (const listener of this.#topics.get(topic) ?? []) {
      try {
        listener(text);
      } catch (error) {
        this.#onFailure(error);
      }
    }
  }
}

export function createLocalLiveChannel(onFailure: (error: unknown) => void): LiveChannel {
  const listeners = new TopicListeners(onFailure);
  return {
    publish: (topic, text) => listeners.tell(topic, text),
    subscribe(topic, listener) {
      listeners.add(topic, listener);
      return () => listeners.remove(topic, listener);
    },
  };
}
