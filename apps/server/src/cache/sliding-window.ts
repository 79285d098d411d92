// How often each key acted within the last `windowMs`, in process memory, for the throttles of
// the account calls. Bounded: an LRU of keys, so a flood of distinct keys cannot grow it.
import { LruCache } from './lru-cache.ts';

export class SlidingWindow {
  readonly #times: LruCache<string, number[]>;
  readonly #limit: number;
  readonly #windowMs: number;

  constructor(options: { limit: number; windowMs: number; maxKeys?: number }) {
    this.#times = new LruCache(options.maxKeys ?? 10_000);
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
  }

  /** Counts one act of `key` at `nowMs`, unless it already reached the limit: then false. */
  take(key: string, nowMs: number): boolean {
    const recent = (this.#times.get(key) ?? []).filter((time) => nowMs - time < this.#windowMs);
    if (recent.length >= this.#limit) {
      this.#times.set(key, recent);
      return false;
    }
    this.#times.set(key, [...recent, nowMs]);
    return true;
  }
}
