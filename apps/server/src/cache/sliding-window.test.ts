// A key may act `limit` times within the window; older acts leave it; keys stay bounded.
import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './sliding-window.ts';

describe('sliding window', () => {
  it('allows the limit within the window, then again once the oldest act has left it', () => {
    const window = new SlidingWindow({ limit: 2, windowMs: 1_000 });
    expect([window.take('a', 0), window.take('a', 100), window.take('a', 200)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(window.take('b', 200)).toBe(true);
    expect(window.take('a', 999)).toBe(false);
    expect(window.take('a', 1_000)).toBe(true);
  });

  it('forgets the least recently seen keys beyond its bound', () => {
    const window = new SlidingWindow({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    expect(window.take('a', 0)).toBe(true);
    expect(window.take('b', 0)).toBe(true);
    expect(window.take('c', 0)).toBe(true);
    expect(window.take('a', 1)).toBe(true);
    expect(window.take('c', 1)).toBe(false);
  });
});
