// A bounded map that forgets the least recently used entry first. The hot paths keep what they
// would otherwise compute again on every request (prepared statements, verified tokens, QR
// codes, written answers) in one of these, so a cache never grows past its bound whatever
// callers send.

export interface LruOptions<K, V> {
  /** Hears of every entry that leaves, evicted or removed, not of replaced values. */
  onEvict?: (key: K, value: V) => void;
  /** The weight of a value against the capacity (default 1: the capacity counts entries). */
  weigh?: (value: V) => number;
}

export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly capacity: number;
  readonly #onEvict: ((key: K, value: V) => void) | undefined;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(capacity: number, options: LruOptions<K, V> = {}) {
    if (!(capacity >= 1)) throw new RangeError('an LRU cache holds at least one entry');
    this.capacity = capacity;
    this.#onEvict = options.onEvict;
    this.#weigh = options.weigh ?? (() => 1);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The summed weight of the entries (their number unless `weigh` was given). */
  get weight(): number {
    return this.#weight;
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

  /** Keeps the value, unless it alone outweighs the capacity: then the key is left absent. */
  set(key: K, value: V): void {
    const weight = this.#weigh(value);
    if (weight > this.capacity) {
      this.remove(key);
      return;
    }
    const replaced = this.#entries.get(key);
    if (replaced !== undefined) this.#weight -= this.#weigh(replaced);
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#weight += weight;
    while (this.#weight > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }

  /** A snapshot of the entries, oldest first, without making any of them recent: safe to
   * remove from while going through it. */
  entries(): [K, V][] {
    return [...this.#entries];
  }

  /** Removes the entry (calling onEvict for it); false when absent. */
  remove(key: K): boolean {
    const value = this.#entries.get(key);
    if (value === undefined) return false;
    this.#entries.delete(key);
    this.#weight -= this.#weigh(value);
    this.#onEvict?.(key, value);
    return true;
  }
}
