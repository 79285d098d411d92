// The live stream's one message a second (message-throttle.ts), on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './message-throttle.ts';

describe('the message throttle', () => {
  let sent: { value: number; at: number }[];
  let throttle: ReturnType<typeof throttled<number>>;

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    sent = [];
    throttle = throttled((value: number) => sent.push({ value, at: performance.now() }));
  });
  afterEach(() => {
    throttle.stop();
    vi.useRealTimers();
  });

  /** Pushes `value` at `atMs` on the fake clock. */
  const pushAt = async (atMs: number, value: number) => {
    await vi.advanceTimersByTimeAsync(atMs - performance.now());
    throttle.push(value);
  };

  it('sends one message a clock second from a fast source, the newest, never two within half a second', async () => {
    const start = performance.now();
    for (let step = 1; step <= 40; step += 1) await pushAt(start + step * 250, step);
    await vi.advanceTimersByTimeAsync(2_000);
    const seconds = sent.map(({ at }) => Math.floor(at / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
    for (let index = 1; index < sent.length; index += 1) {
      expect((sent[index]?.at ?? 0) - (sent[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(500);
    }
    // Readings over ten seconds: a message in each of them, and the last one sent is the last.
    expect(sent.length).toBeGreaterThanOrEqual(10);
    expect(sent.at(-1)?.value).toBe(40);
    // While readings come, each message is the newest at its sending: at most a step old.
    for (const { value, at } of sent.filter(({ at }) => at <= start + 40 * 250)) {
      expect(at - (start + value * 250)).toBeLessThanOrEqual(250);
    }
  });

  it('does not carry a late message’s delay over to the readings after it', async () => {
    // A source on a one-second beat at phase 0.4 s, whose third reading is 300 ms late.
    const start = Math.ceil(performance.now() / 1000) * 1000;
    const beats = [400, 1_400, 2_700, 3_400, 4_400, 5_400];
    for (const [index, beat] of beats.entries()) await pushAt(start + beat, index);
    await vi.advanceTimersByTimeAsync(2_000);
    // Every reading goes the moment it comes: the one after the late one is not held back.
    expect(sent.map(({ at }) => at - start)).toEqual(beats);
  });

  it('holds a second reading within the same second until the next second starts', async () => {
    const start = Math.ceil(performance.now() / 1000) * 1000;
    await pushAt(start + 100, 1);
    await pushAt(start + 700, 2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      { value: 1, at: start + 100 },
      { value: 2, at: start + 1_000 },
    ]);
  });
});
