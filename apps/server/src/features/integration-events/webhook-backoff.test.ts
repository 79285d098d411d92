// The retry schedule: doubling from 30 s to a six-hour ceiling, jittered within 75–100 % of each
// step, and an event given up only by an attempt at least three days after its first, whatever
// the jitter draws.
import { describe, expect, it } from 'vitest';
import {
  FIRST_RETRY_MS,
  GIVE_UP_AFTER_MS,
  givesUp,
  MAX_RETRY_MS,
  retryDelayMs,
} from './webhook-backoff.ts';

const HOUR = 3_600_000;

/** Every attempt's moment (ms after the first) until the one that gives up. */
function schedule(random: () => number): number[] {
  const first = new Date('2026-11-21T09:00:00Z');
  const moments = [0];
  for (let attempts = 1; ; attempts += 1) {
    const at = moments.at(-1) ?? 0;
    if (givesUp(first, new Date(first.getTime() + at))) return moments;
    moments.push(at + retryDelayMs(attempts, random()));
  }
}

describe('the webhook backoff', () => {
  it('doubles from 30 s up to six hours, with jitter within 75–100 % of each step', () => {
    const steps = [1, 2, 3, 4, 10, 11, 30].map((attempts) => ({
      shortest: retryDelayMs(attempts, 0),
      longest: retryDelayMs(attempts, 0.999_999),
    }));
    expect(steps.map((step) => Math.round(step.longest / 1000))).toEqual([
      30, 60, 120, 240, 15_360, 21_600, 21_600,
    ]);
    for (const step of steps) expect(step.shortest / step.longest).toBeCloseTo(0.75, 4);
    expect(steps.at(-1)?.longest).toBeLessThanOrEqual(MAX_RETRY_MS);
    expect(steps[0]?.longest).toBeLessThanOrEqual(FIRST_RETRY_MS);
  });

  it.each([
    ['the shortest draws', () => 0],
    ['the longest draws', () => 0.999_999],
    ['random draws', Math.random],
  ])('keeps trying for at least three days with %s, then gives up', (_, random) => {
    const moments = schedule(random);
    const last = moments.at(-1) ?? 0;
    expect(last).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(GIVE_UP_AFTER_MS).toBe(72 * HOUR);
    // Not forever either: the last attempt comes within one ceiling step of three days.
    expect(last).toBeLessThan(GIVE_UP_AFTER_MS + MAX_RETRY_MS);
    expect(moments.length).toBeGreaterThan(15);
    expect(moments.length).toBeLessThan(30);
  });
});
