// Counters of failed logins: per client address (20 in 15 minutes), and per e-mail address that
// has no usable account (5, like real accounts, whose counters live in the database), so a lock
// never tells whether an account exists. Counted by the app's attempt counter: in memory, or in
// Redis when REDIS_URL is set, so that every instance sees the same counts (decision 023).
import type { AttemptCounter, AttemptRule } from '../cache/attempt-counter.ts';

export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const LOCK_MS = 15 * 60_000;

const rules: Record<'address' | 'account', AttemptRule> = {
  address: { name: 'login-failures-address', limit: ADDRESS_FAILURE_LIMIT, windowMs: LOCK_MS },
  account: { name: 'login-failures-account', limit: ACCOUNT_FAILURE_LIMIT, windowMs: LOCK_MS },
};

export interface LoginThrottle {
  /** Milliseconds until `key` may try again, or undefined when it may now. */
  blockedFor(kind: 'address' | 'account', key: string, now: Date): Promise<number | undefined>;
  /** Counts a failure of `key`. */
  recordFailure(kind: 'address' | 'account', key: string, now: Date): Promise<void>;
}

export function createLoginThrottle(attempts: AttemptCounter): LoginThrottle {
  return {
    async blockedFor(kind, key, now) {
      const verdict = await attempts.check(rules[kind], key, now);
      return verdict.allowed ? undefined : verdict.retryAfterMs;
    },
    async recordFailure(kind, key, now) {
      await attempts.take(rules[kind], key, now);
    },
  };
}
