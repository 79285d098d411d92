// At most one message a second per device: a source may report faster (a P1 meter bridge every
// few hundred ms); the newest reading of the second wins, sent when the second is over, so a
// burst never delays what comes after it by more than the interval.
import { MIN_MESSAGE_INTERVAL_MS } from './broadcast-lifetime.ts';

/**
 * How much sooner than a second after the last a message may still go at once: a source on a
 * one-second beat (beat-wheel.ts) comes within its 10 ms slot, sometimes a few ms early, and
 * holding such a reading back would cost a timer and a delay per message for nothing. Over any
 * stretch of N seconds a device still sends at most N + 1 messages.
 */
const BEAT_JITTER_MS = 20;

export interface Throttle<T> {
  push(value: T): void;
  stop(): void;
}

export function throttled<T>(send: (value: T) => void): Throttle<T> {
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending: { value: T } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    lastSent = performance.now();
    send(value);
  };
  return {
    push(value) {
      pending = { value };
      const wait = lastSent + MIN_MESSAGE_INTERVAL_MS - BEAT_JITTER_MS - performance.now();
      if (wait <= 0 && timer === undefined) flush();
      else timer ??= setTimeout(flush, Math.max(0, wait));
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
