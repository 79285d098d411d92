// The language switcher offers the tenant's languages only, in the tenant's order, and is not
// there at all when the tenant has one language (decision 056); a choice goes into `?lang=`.
import type { Language } from '@portal/contract/portal';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackPortalConfig } from '../features/portal/api/get-portal-config';
import { renderWithApp } from '../testing/render-with-app';
import { LanguageSwitcher } from './language-switcher';

const withLanguages = (languages: Language[], defaultLanguage: Language) => ({
  ...fallbackPortalConfig,
  config: { defaultLanguage },
  languages,
});

async function renderSwitcher(languages: Language[], defaultLanguage: Language) {
  return renderWithApp(<LanguageSwitcher languages={languages} />, {
    path: '/dashboard',
    language: defaultLanguage,
    portalConfig: withLanguages(languages, defaultLanguage),
  });
}

const shownLanguages = () =>
  screen.queryAllByRole('button').map((button) => button.getAttribute('lang'));

describe('the language switcher', () => {
  afterEach(cleanup);

  it('offers all three languages to a tenant that has them', async () => {
    const { router } = await renderSwitcher(['nl', 'fr', 'en'], 'nl');
    expect(screen.getByRole('group', { name: 'Taal' })).toBeTruthy();
    expect(shownLanguages()).toEqual(['nl', 'fr', 'en']);
    expect(screen.getByRole('button', { name: /^NL/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^EN/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?lang=en'));
  });

  it('offers only the two languages of a tenant with two, in its order', async () => {
    await renderSwitcher(['fr', 'nl'], 'fr');
    expect(shownLanguages()).toEqual(['fr', 'nl']);
    expect(screen.queryByRole('button', { name: /^EN/ })).toBeNull();
  });

  it('is not there for a tenant with one language', async () => {
    await renderSwitcher(['fr'], 'fr');
    expect(screen.queryByRole('group')).toBeNull();
    expect(shownLanguages()).toEqual([]);
  });
});
