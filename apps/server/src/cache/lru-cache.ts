// A bounded map that forgets the least recently used entry first. The hot paths keep what they
// would otherwise compute again on every request (prepared statements, verified tokens, QR
// codes) in one of these, so a cache never grows past its bound whatever callers send.

export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly capacity: number;
  readonly #onEvict: ((key: K, value: V) => void) | undefined;

  /** `onEvict` hears of every entry that leaves, evicted or removed, not of replaced values. */
  constructor(capacity: number, onEvict?: (key: K, value: V) => void) {
    if (!(capacity >= 1)) throw new RangeError('an LRU cache holds at least one entry');
    this.capacity = capacity;
    this.#onEvict = onEvict;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the key to the recent end.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  /** Removes the entry (calling onEvict for it); false when absent. */
  remove(key: K): boolean {
    const value = this.#entries.get(key);
    if (value === undefined) return false;
    this.#entries.delete(key);
    this.#onEvict?.(key, value);
    return true;
  }
}
