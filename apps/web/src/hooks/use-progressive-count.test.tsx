// A long list renders its first screen at once and the rest in a later task; a short one at once.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('progressive count', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the first screen first and every item in a later task', async () => {
    const { result } = renderHook(() => useProgressiveCount(6, 3));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(6);
  });

  it('renders a list that fits the first screen at once', () => {
    const { result } = renderHook(() => useProgressiveCount(2, 3));
    expect(result.current).toBe(2);
  });

  it('follows a list that grows after the first render', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 3), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 5 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(5);
  });
});
