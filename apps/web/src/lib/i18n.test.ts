import { describe, expect, it, vi } from 'vitest';
import { isSupportedLocale, languageFromSearch } from './language-preference';

/** The module afresh (its i18next instance starts once), so each test starts its own. */
async function freshI18n() {
  // A language chosen by an earlier test (?lang=) is remembered in the tab: forgotten here.
  localStorage.clear();
  sessionStorage.clear();
  vi.resetModules();
  return import('./i18n');
}

describe('languages', () => {
  it('accepts nl, fr and en only', () => {
    expect(['nl', 'fr', 'en'].every((language) => isSupportedLocale(language))).toBe(true);
    expect(isSupportedLocale('de')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
    expect(languageFromSearch('?lang=fr')).toBe('fr');
    expect(languageFromSearch('?lang=de')).toBeUndefined();
    expect(languageFromSearch('')).toBeUndefined();
  });
});

describe('i18next with tenant texts', () => {
  it('starts in the tenant default, lets tenant texts override built-in keys, and follows ?lang=', async () => {
    const { applyLanguageParameter, applyTenantTexts, currentLanguage, i18n, startI18n } =
      await freshI18n();
    // Texts arrive before start-up (root loader order): merged into bundles as they load.
    applyTenantTexts({
      fr: { welcomeTitle: 'Bienvenue chez Helios', 'pages:login.title': 'Espace client' },
      en: { welcomeTitle: 'Welcome to Helios' },
    });
    await startI18n('', 'fr');
    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common:welcomeTitle')).toBe('Bienvenue chez Helios');
    expect(i18n.t('pages:login.title')).toBe('Espace client');
    // Keys the tenant does not override keep the built-in text.
    expect(i18n.t('common:nav.logout')).toBe('Se déconnecter');

    await applyLanguageParameter('?lang=en');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('common:welcomeTitle')).toBe('Welcome to Helios');
    expect(i18n.t('common:errors.genericServerError')).toBe(
      'Something went wrong, please try again later..',
    );

    // Texts applied after start-up override loaded bundles at once.
    applyTenantTexts({ en: { welcomeTitle: 'Hello again' } });
    expect(i18n.t('common:welcomeTitle')).toBe('Hello again');

    // An unknown language in the address changes nothing.
    await applyLanguageParameter('?lang=de');
    expect(currentLanguage()).toBe('en');
  });

  it('falls back to English for a key missing in the current language once the first page shows', async () => {
    const { activateFallbackLanguage, i18n, startI18n } = await freshI18n();
    await startI18n('', 'nl');
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English text');
    // The first page does not wait for the fallback language (decision 018); the app activates
    // it once that page is shown.
    expect(i18n.t('common:onlyInEnglish')).toBe('onlyInEnglish');
    await activateFallbackLanguage();
    expect(i18n.t('common:onlyInEnglish')).toBe('English text');
  });
});
