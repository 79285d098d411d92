// At most one message a second per device: a source may report faster (a P1 meter bridge every
// few hundred ms); the newest reading of the second wins, sent when the second is over, so a
// burst never delays what comes after it by more than the interval.
import { MIN_MESSAGE_INTERVAL_MS } from './broadcast-lifetime.ts';

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
      const wait = lastSent + MIN_MESSAGE_INTERVAL_MS - performance.now();
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
