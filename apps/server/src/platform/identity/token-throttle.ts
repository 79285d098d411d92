// Failed client authentications at a realm's token endpoint (decision 075): at most
// CLIENT_FAILURE_LIMIT per client id and ADDRESS_FAILURE_LIMIT per client address in
// FAILURE_WINDOW_MS, on the app's attempt counter (in memory, or Redis when REDIS_URL is set, so
// every instance counts the same failures). Only failures count: a back office asking a token every
// few minutes never meets the limit, while guessing a secret stops after a handful of tries.
import type { AttemptCounter, AttemptRule } from '../cache/attempt-counter.ts';

export const CLIENT_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

const rules = {
  client: {
    name: 'token-failures-client',
    limit: CLIENT_FAILURE_LIMIT,
    windowMs: FAILURE_WINDOW_MS,
  },
  address: {
    name: 'token-failures-address',
    limit: ADDRESS_FAILURE_LIMIT,
    windowMs: FAILURE_WINDOW_MS,
  },
} satisfies Record<string, AttemptRule>;

/** Who asks: the client address, and the client id when the request names one. */
export interface TokenRequester {
  address: string;
  clientId: string | undefined;
}

export interface TokenThrottle {
  /** Milliseconds until this requester may try again, or undefined when it may now. */
  blockedFor(requester: TokenRequester, now: Date): Promise<number | undefined>;
  /** Counts a failed authentication of this requester. */
  recordFailure(requester: TokenRequester, now: Date): Promise<void>;
}

export function createTokenThrottle(attempts: AttemptCounter): TokenThrottle {
  const keys = (requester: TokenRequester): [AttemptRule, string][] => [
    [rules.address, requester.address],
    ...(requester.clientId === undefined
      ? []
      : [[rules.client, requester.clientId] as [AttemptRule, string]]),
  ];
  return {
    async blockedFor(requester, now) {
      let wait: number | undefined;
      for (const [rule, key] of keys(requester)) {
        const verdict = await attempts.check(rule, key, now);
        if (!verdict.allowed) wait = Math.max(wait ?? 0, verdict.retryAfterMs);
      }
      return wait;
    },
    async recordFailure(requester, now) {
      for (const [rule, key] of keys(requester)) await attempts.take(rule, key, now);
    },
  };
}
