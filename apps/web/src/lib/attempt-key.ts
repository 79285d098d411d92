// One Idempotency-Key per attempt of a write that must happen once (a signing). Every retry of an
// attempt sends the same key (a second click after a 503 or a lost answer), so the server answers
// the first result instead of acting twice, and never 409 for a signing it did; a new attempt (the
// previous one succeeded, or what is sent changed) draws a new key.
import { useRef } from 'react';
import { randomUuid } from './random-uuid';

export interface AttemptKey {
  /**
   * The key of the current attempt, drawn on first use. `sent` describes what is sent, when it
   * can change between retries: a different one starts a new attempt.
   */
  current(sent?: string): string;
  /** Ends the attempt (it succeeded, or the input changed): the next send draws a new key. */
  next(): void;
}

export function createAttemptKey(draw: () => string = randomUuid): AttemptKey {
  let attempt: { key: string; sent: string | undefined } | null = null;
  return {
    current(sent) {
      if (attempt === null || attempt.sent !== sent) attempt = { key: draw(), sent };
      return attempt.key;
    },
    next() {
      attempt = null;
    },
  };
}

/** The component's attempt key, kept across renders. */
export function useAttemptKey(): AttemptKey {
  const ref = useRef<AttemptKey | null>(null);
  ref.current ??= createAttemptKey();
  return ref.current;
}
