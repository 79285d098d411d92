import { STORAGE_KEYS, STORED_VALUE_LIFETIME_MS, StorageKey } from '@portal/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  clearAllStorage,
  createExpiringStore,
  localStore,
  readLocalFlag,
  removeLocalByPrefix,
  writeLocalFlag,
} from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T10:00:00.000Z').getTime();
const user = z.object({ email: z.string() });

describe('expiring browser storage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('stores { expiry, payload } with a default lifetime of one day', () => {
    expect(STORED_VALUE_LIFETIME_MS).toBe(DAY_MS);
    localStore.write('User', { email: 'an@example.be' });
    expect(JSON.parse(localStorage.getItem('User') ?? '')).toEqual({
      expiry: NOW + DAY_MS,
      payload: { email: 'an@example.be' },
    });
    expect(localStore.read('User', user)).toEqual({ email: 'an@example.be' });
  });

  it('keeps a value until one millisecond before its expiry', () => {
    localStore.write('User', { email: 'an@example.be' });
    vi.setSystemTime(NOW + DAY_MS - 1);
    expect(localStore.has('User')).toBe(true);
    expect(localStore.read('User', user)).toEqual({ email: 'an@example.be' });
    expect(localStorage.getItem('User')).not.toBeNull();
  });

  it('deletes a value read at its expiry instant', () => {
    localStore.write('User', { email: 'an@example.be' });
    vi.setSystemTime(NOW + DAY_MS);
    expect(localStore.read('User', user)).toBeUndefined();
    expect(localStorage.getItem('User')).toBeNull();
  });

  it('honours a custom lifetime', () => {
    localStore.write('prospects', [1, 2], 60_000);
    vi.setSystemTime(NOW + 59_999);
    expect(localStore.read('prospects', z.array(z.number()))).toEqual([1, 2]);
    vi.setSystemTime(NOW + 60_000);
    expect(localStore.has('prospects')).toBe(false);
  });

  it('deletes unreadable entries and leaves mismatching payloads in place', () => {
    localStorage.setItem('Installations', 'not json');
    expect(localStore.read('Installations', z.array(z.number()))).toBeUndefined();
    expect(localStorage.getItem('Installations')).toBeNull();

    localStorage.setItem('monitoring', JSON.stringify({ payload: 1 }));
    expect(localStore.has('monitoring')).toBe(false);
    expect(localStorage.getItem('monitoring')).toBeNull();

    localStore.write('User', { email: 42 });
    expect(localStore.read('User', user)).toBeUndefined();
    expect(localStore.has('User')).toBe(true);
  });

  it('clears exactly the four storage keys', () => {
    expect(STORAGE_KEYS).toEqual(['User', 'Installations', 'prospects', 'monitoring']);
    for (const key of STORAGE_KEYS) localStore.write(key, key);
    localStorage.setItem('unrelated', 'stays');
    clearAllStorage();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });

  it('removes local keys by prefix only', () => {
    localStorage.setItem('monitoring.device', '{}');
    localStorage.setItem('monitoring.enabled', 'true');
    localStorage.setItem(StorageKey.Monitoring, 'x');
    localStorage.setItem('installations.filter', 'open');
    removeLocalByPrefix('monitoring.');
    expect(localStorage.getItem('monitoring.device')).toBeNull();
    expect(localStorage.getItem('monitoring.enabled')).toBeNull();
    expect(localStorage.getItem(StorageKey.Monitoring)).toBe('x');
    expect(localStorage.getItem('installations.filter')).toBe('open');
  });

  it('reads and writes plain local flags', () => {
    expect(readLocalFlag('monitoring.enabled')).toBe(false);
    writeLocalFlag('monitoring.enabled', true);
    expect(localStorage.getItem('monitoring.enabled')).toBe('true');
    expect(readLocalFlag('monitoring.enabled')).toBe(true);
  });

  it('acts as empty when storage is unavailable', () => {
    const broken = createExpiringStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => broken.write('User', 1)).not.toThrow();
    expect(broken.read('User', z.number())).toBeUndefined();
    expect(broken.has('User')).toBe(false);
  });
});
