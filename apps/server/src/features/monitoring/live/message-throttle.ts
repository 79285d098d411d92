// At most one message a second per device: a source may report faster (a P1 meter bridge every
// few hundred ms); the newest reading wins, sent when the device's next message may go.
//
// "A second" is a second of the clock, not a second since the last message: a message sent late
// (the event loop was busy for 300 ms) must not hold back the next, on-time reading by as much, or
// every stall adds its delay to all of the device's later messages (measured on the socket bench:
// p90 300 ms at p50 0 before this). So: one message per clock second (over N seconds at most
// N + 1), and never two within half a second of each other, so a burst still cannot double the
// rate a client sees. A delay carries over only past half a second, and then shrinks by half a
// second with each message.
import { MIN_MESSAGE_INTERVAL_MS } from './broadcast-lifetime.ts';

const MIN_SPACING_MS = MIN_MESSAGE_INTERVAL_MS / 2;

export interface Throttle<T> {
  push(value: T): void;
  stop(): void;
}

export function throttled<T>(send: (value: T) => void): Throttle<T> {
  let lastSecond = Number.NEGATIVE_INFINITY;
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending: { value: T } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    lastSent = performance.now();
    // A timer due at a second's start may fire a fraction of a millisecond before it.
    lastSecond = Math.max(Math.floor(lastSent / MIN_MESSAGE_INTERVAL_MS), lastSecond + 1);
    send(value);
  };
  return {
    push(value) {
      pending = { value };
      if (timer !== undefined) return;
      const now = performance.now();
      const nextSecondAt =
        Math.floor(now / MIN_MESSAGE_INTERVAL_MS) > lastSecond
          ? now
          : (lastSecond + 1) * MIN_MESSAGE_INTERVAL_MS;
      const at = Math.max(nextSecondAt, lastSent + MIN_SPACING_MS);
      if (at <= now) flush();
      else timer = setTimeout(flush, at - now);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
