// In-process counters of failed logins: per client address (20 in 15 minutes), and per e-mail
// address that has no usable account (5, like real accounts, whose counters live in the
// database), so a lock never tells whether an account exists. Each instance counts its own; a
// shared store (Redis) can replace this later without changing callers.
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const LOCK_MS = 15 * 60_000;
const maxTrackedKeys = 10_000;

export interface LoginThrottle {
  /** The time until which `key` is blocked, or undefined. */
  blockedUntil(kind: 'address' | 'account', key: string, now: Date): Date | undefined;
  /** Counts a failure; returns true when it blocks `key`. */
  recordFailure(kind: 'address' | 'account', key: string, now: Date): boolean;
  clear(kind: 'address' | 'account', key: string): void;
}

export function createLoginThrottle(): LoginThrottle {
  const failures = { address: new Map<string, number[]>(), account: new Map<string, number[]>() };
  const limits = { address: ADDRESS_FAILURE_LIMIT, account: ACCOUNT_FAILURE_LIMIT };

  function recent(kind: 'address' | 'account', key: string, now: number): number[] {
    const times = (failures[kind].get(key) ?? []).filter((time) => now - time < LOCK_MS);
    if (times.length === 0) failures[kind].delete(key);
    else failures[kind].set(key, times);
    return times;
  }

  function forgetOldest(map: Map<string, number[]>): void {
    // Bounded memory under a flood of distinct keys: drop the oldest entries.
    const excess = map.size - maxTrackedKeys;
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of map.keys()) {
      if (dropped++ >= excess) break;
      map.delete(key);
    }
  }

  return {
    blockedUntil(kind, key, now) {
      // Only the last `limit` failures are kept: blocked until the oldest of them leaves the window.
      const [oldest] = recent(kind, key, now.getTime());
      const count = failures[kind].get(key)?.length ?? 0;
      return count >= limits[kind] && oldest !== undefined ? new Date(oldest + LOCK_MS) : undefined;
    },
    recordFailure(kind, key, now) {
      const times = [...recent(kind, key, now.getTime()), now.getTime()].slice(-limits[kind]);
      failures[kind].delete(key);
      failures[kind].set(key, times);
      forgetOldest(failures[kind]);
      return times.length >= limits[kind];
    },
    clear(kind, key) {
      failures[kind].delete(key);
    },
  };
}
