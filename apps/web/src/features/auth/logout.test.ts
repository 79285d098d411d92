// Logout (spec §4): installations and all monitoring storage cleared, the live broadcast stopped,
// the User entry gone, then the provider session ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, onLogoutStopLiveData, setIdentityLogout } from './logout';
import { isLoggedIn, saveUser } from './session';

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    saveUser({ id: 1001, email: 'jan@example.be', languageCode: 'nl', countryCode: 'BE' });
    localStorage.setItem(
      'Installations',
      JSON.stringify({ expiry: Date.now() + 1000, payload: [] }),
    );
    localStorage.setItem('installations.filter', 'open');
    localStorage.setItem('monitoring', JSON.stringify({ expiry: Date.now() + 1000, payload: {} }));
    localStorage.setItem('monitoring.enabled', 'true');
    localStorage.setItem('prospects', 'kept');
  });
  afterEach(() => setIdentityLogout(async () => false));

  it('clears the customer data, stops live data, then ends the provider session', async () => {
    const order: string[] = [];
    const stop = onLogoutStopLiveData(() => {
      order.push('stop live data');
    });
    setIdentityLogout(async () => {
      order.push(`end provider session (signed in: ${isLoggedIn()})`);
      return true;
    });
    expect(await logout()).toEqual({ leavingPage: true });
    stop();
    expect(order).toEqual(['stop live data', 'end provider session (signed in: false)']);
    for (const key of [
      'User',
      'Installations',
      'installations.filter',
      'monitoring',
      'monitoring.enabled',
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem('prospects')).toBe('kept');
  });

  it('signs out here even when the provider cannot be reached', async () => {
    setIdentityLogout(vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await logout()).toEqual({ leavingPage: false });
    expect(isLoggedIn()).toBe(false);
  });
});
