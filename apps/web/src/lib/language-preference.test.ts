// Which language a page starts in when the tenant offers only some (decision 056): every
// preference (`?lang=`, the tab's stored choice, the customer's language) the tenant does not
// offer is passed over, down to the tenant's default; never a language outside the tenant's.
import { afterEach, describe, expect, it } from 'vitest';
import { offeredLocales, preferredLanguage, SESSION_LANGUAGE_KEY } from './language-preference';

describe('the preferred language among the tenant’s', () => {
  afterEach(() => window.sessionStorage.clear());

  const nlFr = { offered: ['nl', 'fr'], tenantDefault: 'fr' };

  it('takes a preference the tenant offers', () => {
    expect(preferredLanguage({ ...nlFr, search: '?lang=nl' })).toBe('nl');
    expect(preferredLanguage({ ...nlFr, search: '', customerLanguage: 'NL-be' })).toBe('nl');
  });

  it('passes over a ?lang=, a stored choice and a customer language the tenant does not offer', () => {
    window.sessionStorage.setItem(SESSION_LANGUAGE_KEY, 'en');
    const choices = {
      ...nlFr,
      search: '?lang=en',
      requested: 'en',
      customerLanguage: 'en',
    } as const;
    expect(preferredLanguage(choices)).toBe('fr');
    // The next offered preference wins over the default.
    expect(preferredLanguage({ ...choices, customerLanguage: 'nl' })).toBe('nl');
  });

  it('falls back to the first of the tenant’s languages without a usable default', () => {
    expect(preferredLanguage({ search: '?lang=en', offered: ['fr'] })).toBe('fr');
    expect(preferredLanguage({ search: '', offered: ['fr', 'en'], tenantDefault: 'nl' })).toBe(
      'fr',
    );
  });

  it('offers all the portal’s languages while the tenant’s are unknown', () => {
    expect(offeredLocales(undefined)).toEqual(['nl', 'fr', 'en']);
    expect(offeredLocales(['de'])).toEqual(['nl', 'fr', 'en']);
    expect(offeredLocales(['en', 'de', 'nl'])).toEqual(['en', 'nl']);
    expect(preferredLanguage({ search: '?lang=en', tenantDefault: 'fr' })).toBe('en');
    expect(preferredLanguage({ search: '' })).toBe('nl');
  });
});
