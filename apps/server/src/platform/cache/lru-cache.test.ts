import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, { onEvict: (key) => evicted.push(key) });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
  });

  it('replaces a value without evicting another', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, { onEvict: (key) => evicted.push(key) });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    expect(evicted).toEqual([]);
    cache.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(cache.get('a')).toBe(10);
  });

  it('removes on request, telling onEvict', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(3, { onEvict: (key) => evicted.push(key) });
    cache.set('a', 1);
    expect(cache.remove('a')).toBe(true);
    expect(cache.remove('a')).toBe(false);
    expect(evicted).toEqual(['a']);
    expect(cache.size).toBe(0);
  });

  it('counts weights against the capacity when given a weigh function', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, string>(10, {
      weigh: (value) => value.length,
      onEvict: (key) => evicted.push(key),
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.weight).toBe(8);
    cache.set('c', 'zzzz');
    expect(evicted).toEqual(['a']);
    expect([cache.size, cache.weight]).toEqual([2, 8]);
    cache.set('b', 'y');
    expect(cache.weight).toBe(5);
    cache.set('d', 'w'.repeat(11));
    expect([cache.get('d'), cache.size, cache.weight]).toEqual([undefined, 2, 5]);
    cache.set('c', 'v'.repeat(11));
    expect([cache.get('c'), evicted, cache.weight]).toEqual([undefined, ['a', 'c'], 1]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
