import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledWake } from './throttled-wake.ts';

describe('a throttled wake', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wakes at once, then joins the period’s later calls into one at its end', () => {
    const wake = vi.fn();
    const wakeSoon = throttledWake(wake, 250);
    wakeSoon();
    expect(wake).toHaveBeenCalledTimes(1);
    for (let call = 0; call < 100; call += 1) wakeSoon();
    expect(wake).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(249);
    expect(wake).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(wake).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(wake).toHaveBeenCalledTimes(2);
  });

  it('wakes at once again after a quiet period', () => {
    const wake = vi.fn();
    const wakeSoon = throttledWake(wake, 250);
    wakeSoon();
    vi.advanceTimersByTime(300);
    wakeSoon();
    expect(wake).toHaveBeenCalledTimes(2);
  });
});
