import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeatWheel } from './beat-wheel.ts';

describe('the beat wheel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each member once a second from a second after it joined, on its own phase', () => {
    const wheel = createBeatWheel(1000, 100);
    const ranAt: Record<string, number[]> = { a: [], b: [] };
    const start = Date.now();
    wheel.add(() => ranAt.a?.push(Date.now() - start));
    vi.advanceTimersByTime(430);
    wheel.add(() => ranAt.b?.push(Date.now() - start));
    vi.advanceTimersByTime(3_000);
    expect(ranAt.a).toEqual([1000, 2000, 3000]);
    expect(ranAt.b).toEqual([1430, 2430, 3430]);
  });

  it('keeps one run a second when every run takes 80 ms of the clock', () => {
    const wheel = createBeatWheel(1000, 100);
    let runs = 0;
    const start = Date.now();
    wheel.add(() => {
      runs += 1;
      // A busy event loop: the clock moves on while the run works.
      vi.setSystemTime(Date.now() + 80);
    });
    while (Date.now() < start + 60_000) vi.advanceTimersByTime(10);
    // setInterval would have run 60 000 / 1 080 ≈ 55 times in that minute.
    expect(runs).toBeGreaterThanOrEqual(59);
    expect(runs).toBeLessThanOrEqual(60);
  });

  it('skips the turns missed while the loop was stuck instead of running them in a burst', () => {
    const wheel = createBeatWheel(1000, 100);
    const ranAt: number[] = [];
    let stuck = true;
    wheel.add(() => {
      ranAt.push(Date.now());
      if (stuck) vi.setSystemTime(Date.now() + 5_500);
      stuck = false;
    });
    vi.advanceTimersByTime(10_000);
    const gaps = ranAt.slice(1).map((at, index) => at - (ranAt[index] ?? 0));
    expect(ranAt.length).toBeGreaterThan(3);
    // One late run after the stall, then back on its phase: never two runs in a burst.
    expect(gaps.every((gap) => gap >= 400)).toBe(true);
  });

  it('stops a member, and its timer once no member is left', () => {
    const wheel = createBeatWheel(1000, 100);
    let runs = 0;
    const stop = wheel.add(() => {
      runs += 1;
    });
    vi.advanceTimersByTime(3_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(runs).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs a function added twice twice', () => {
    const wheel = createBeatWheel(1000, 100);
    let runs = 0;
    const run = () => {
      runs += 1;
    };
    wheel.add(run);
    const stopSecond = wheel.add(run);
    vi.advanceTimersByTime(1_000);
    stopSecond();
    vi.advanceTimersByTime(1_000);
    expect(runs).toBe(3);
  });

  it('catches up a stall shorter than a turn a few slots per event-loop turn, in order', () => {
    const wheel = createBeatWheel(1000, 100);
    const ran: number[] = [];
    // A member in each of the hundred slots.
    for (let slot = 0; slot < 100; slot += 1) {
      wheel.add(() => ran.push(slot));
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(2_000);
    ran.length = 0;
    // The loop is stuck for 700 ms: seventy slots fall due at once.
    vi.setSystemTime(Date.now() + 700);
    vi.advanceTimersToNextTimer();
    // One turn runs five slots of them, not seventy; the next turns the rest.
    expect(ran.length).toBeLessThanOrEqual(5);
    vi.advanceTimersByTime(0);
    for (let turn = 0; turn < 20; turn += 1) vi.advanceTimersToNextTimer();
    expect(ran.length).toBeGreaterThanOrEqual(70);
    // Every slot once, in the wheel's order.
    const sorted = ran
      .slice(0, 70)
      .every((slot, index) => index === 0 || slot === ((ran[index - 1] ?? 0) + 1) % 100);
    expect(sorted).toBe(true);
  });
});
