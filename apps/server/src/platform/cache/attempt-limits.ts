// The rate limits of the account calls (decision 023), on the app's attempt counter: in memory,
// or in Redis when REDIS_URL is set, so that a limit reached on one instance holds on all.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../errors/app-error.ts';
import type { AttemptCounter, AttemptRule } from './attempt-counter.ts';

export interface AttemptLimits {
  /** Counts one attempt of `key`; past the rule's limit throws 429 RATE_LIMITED with
   * `message` and Retry-After (the wait until the oldest counted attempt leaves the window). */
  take(rule: AttemptRule, key: string, message: string): Promise<void>;
}

export function createAttemptLimits({
  attempts,
  clock,
}: {
  attempts: AttemptCounter;
  clock: () => Date;
}): AttemptLimits {
  return {
    async take(rule, key, message) {
      const verdict = await attempts.take(rule, key, clock());
      if (!verdict.allowed) {
        throw new AppError(ErrorCode.RateLimited, message, { retryAfterMs: verdict.retryAfterMs });
      }
    },
  };
}
