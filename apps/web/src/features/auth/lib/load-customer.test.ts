// The persisted installations list is one customer's (decision 018): a login by another customer
// on the same browser removes it, the same customer signing in again keeps it.
import { StorageKey } from '@portal/domain/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../../lib/storage';
import { saveUser } from '../session';
import { loadCustomer } from './load-customer';

vi.mock('../api/get-auth-me', () => ({
  getAuthMe: async () => ({
    customerIds: 1001,
    email: 'jan.peeters@example.be',
    languageCode: 'NL',
    countryCode: 'BE',
  }),
}));
vi.mock('../../../lib/i18n', () => ({ switchLanguage: async () => undefined }));

const storedUser = (id: number) => ({
  id,
  email: `customer${id}@example.be`,
  languageCode: 'nl',
  countryCode: 'BE',
});

describe('loading the signed-in customer', () => {
  beforeEach(() => {
    localStorage.clear();
    localStore.write(StorageKey.Installations, [{ id: 0 }]);
    localStorage.setItem('installations.filter', 'x');
  });

  it('keeps the persisted list of the same customer', async () => {
    saveUser(storedUser(1001));
    await loadCustomer('token');
    expect(localStore.has(StorageKey.Installations)).toBe(true);
    expect(localStorage.getItem('installations.filter')).toBe('x');
  });

  it('removes the persisted list of another customer', async () => {
    saveUser(storedUser(2002));
    await loadCustomer('token');
    expect(localStore.has(StorageKey.Installations)).toBe(false);
    expect(localStorage.getItem('installations.filter')).toBeNull();
  });

  it('removes a list whose owner is no longer known', async () => {
    await loadCustomer('token');
    expect(localStore.has(StorageKey.Installations)).toBe(false);
  });
});
