// Once the interface runs, a `?lang=` or a customer's language the tenant does not offer changes
// nothing: the page stays in one of the tenant's languages (decision 056). A file of its own: the
// tenant's languages are the module's state for the rest of the file.
import { describe, expect, it } from 'vitest';
import {
  applyLanguageParameter,
  applyTenantLanguages,
  currentLanguage,
  startI18n,
  switchLanguage,
} from './i18n';

describe('i18next with a tenant of two languages', () => {
  it('starts in the tenant default and keeps to the tenant’s languages', async () => {
    applyTenantLanguages(['fr', 'nl']);
    await startI18n('?lang=en', 'fr', 'en');
    expect(currentLanguage()).toBe('fr');

    await applyLanguageParameter('?lang=en');
    expect(currentLanguage()).toBe('fr');
    await switchLanguage('EN');
    expect(currentLanguage()).toBe('fr');

    await applyLanguageParameter('?lang=nl');
    expect(currentLanguage()).toBe('nl');
    await switchLanguage('fr');
    expect(currentLanguage()).toBe('fr');
  });
});
