import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectIdentity,
  getAccessToken,
  isLoggedIn,
  loadUser,
  readUser,
  saveUser,
} from './session';

const NOW = new Date('2026-03-01T10:00:00.000Z').getTime();
const DAY_MS = 24 * 60 * 60 * 1000;
const customer = { id: 1001, email: 'an@example.be', languageCode: 'nl', countryCode: 'BE' };

describe('session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('is logged in exactly while the User entry exists and has not expired', async () => {
    expect(isLoggedIn()).toBe(false);
    expect(await loadUser()).toBeUndefined();
    saveUser(customer);
    expect(isLoggedIn()).toBe(true);
    expect(readUser()).toEqual(customer);
    vi.setSystemTime(NOW + DAY_MS - 1);
    expect(isLoggedIn()).toBe(true);
    vi.setSystemTime(NOW + DAY_MS);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('User')).toBeNull();
  });

  it('counts any unexpired User entry, whatever its fields', () => {
    localStorage.setItem('User', JSON.stringify({ expiry: NOW + 1000, payload: { legacy: true } }));
    expect(isLoggedIn()).toBe(true);
    expect(readUser()).toBeUndefined();
  });

  it('asks the identity layer for tokens only while logged in', async () => {
    const getToken = vi.fn(async () => 'token-1');
    connectIdentity({ getToken });
    expect(await getAccessToken()).toBeNull();
    expect(getToken).not.toHaveBeenCalled();
    saveUser(customer);
    expect(await getAccessToken()).toBe('token-1');
  });
});
