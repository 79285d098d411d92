// How often a key acted within a window, for the rate limits of login, registration and password
// reset (decision 023). One interface, two stores: this process's memory (the default) and Redis
// (redis-attempt-counter.ts, when REDIS_URL is set), so that every instance counts the same acts.
// Created once in app.ts, like the file store.
import { LRUCache } from 'lru-cache';

/** A limit: at most `limit` acts per key within `windowMs`. `name` keeps limits apart. */
export interface AttemptRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Allowed, or refused until `retryAfterMs` from now (when the oldest counted act leaves). */
export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface AttemptCounter {
  /** Counts one act of `key` at `now`, unless the window is already full: then refused. */
  take(rule: AttemptRule, key: string, now: Date): Promise<AttemptVerdict>;
  /** Whether `key` is refused at `now`, without counting an act (login counts only failures). */
  check(rule: AttemptRule, key: string, now: Date): Promise<AttemptVerdict>;
}

/** Bounded: an LRU of keys, so that a flood of distinct keys cannot grow it. */
export function createMemoryAttemptCounter(options: { maxKeys?: number } = {}): AttemptCounter {
  const times = new LRUCache<string, number[]>({ max: options.maxKeys ?? 10_000 });

  function verdict(rule: AttemptRule, key: string, now: number, count: boolean): AttemptVerdict {
    const slot = `${rule.name}:${key}`;
    const recent = (times.get(slot) ?? []).filter((time) => now - time < rule.windowMs);
    const [oldest] = recent;
    if (recent.length >= rule.limit && oldest !== undefined) {
      times.set(slot, recent);
      return { allowed: false, retryAfterMs: oldest + rule.windowMs - now };
    }
    if (count) times.set(slot, [...recent, now]);
    return { allowed: true };
  }

  return {
    take: async (rule, key, now) => verdict(rule, key, now.getTime(), true),
    check: async (rule, key, now) => verdict(rule, key, now.getTime(), false),
  };
}
