// Which language a page starts in (spec §2, §9), without i18next: the address's `?lang=`, else the
// language chosen earlier in this tab, else the signed-in customer's, else the tenant's default,
// else nl; each only when the tenant offers it (decision 056: a language the tenant does not offer
// is never shown, as on its login page), so the chain ends at the tenant's default. The i18n
// set-up starts in it, and a cold /login sends it to the identity provider as
// `ui_locales` before the translations (or anything else) have loaded.
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@portal/domain/constants';

/**
 * The language chosen in this tab, kept in session storage so that it survives the full-page
 * round trip through the identity provider (login, logout) and reloads.
 */
export const SESSION_LANGUAGE_KEY = 'language';

export function isSupportedLocale(value: string | null | undefined): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '');
}

/** The language asked for in the address (`?lang=`), when it is one the portal has. */
export function languageFromSearch(search: string): SupportedLocale | undefined {
  const requested = new URLSearchParams(search).get('lang');
  return isSupportedLocale(requested) ? requested : undefined;
}

/** The supported locale of a language code such as `NL`, `fr-BE` or `en`. */
export function localeOf(languageCode: string | undefined): SupportedLocale | undefined {
  const primary = languageCode?.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isSupportedLocale(primary) ? primary : undefined;
}

export function rememberedLanguage(): SupportedLocale | undefined {
  try {
    const language = window.sessionStorage.getItem(SESSION_LANGUAGE_KEY);
    return isSupportedLocale(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

/** A tenant's languages, in its order, and its default (decision 056): what the app reads from
 * the portal configuration and hands to the switcher and the account form. */
export interface TenantLanguages {
  offered: readonly SupportedLocale[];
  defaultLanguage: string | undefined;
}

/**
 * `language` when the tenant offers it, else the tenant's default (else its first language): what
 * a language select preselects for a customer whose stored language the tenant no longer offers.
 */
export function offeredLanguage(tenant: TenantLanguages, language: string): SupportedLocale {
  const { offered, defaultLanguage } = tenant;
  const fallback = offered.find((candidate) => candidate === defaultLanguage);
  return (
    offered.find((candidate) => candidate === language) ?? fallback ?? offered[0] ?? DEFAULT_LOCALE
  );
}

/** The tenant's languages that the portal has; all of the portal's when none are known. */
export function offeredLocales(languages: readonly string[] | undefined): SupportedLocale[] {
  const offered = (languages ?? []).filter(isSupportedLocale);
  return offered.length > 0 ? offered : [...SUPPORTED_LOCALES];
}

export function preferredLanguage(choices: {
  search: string;
  /** A `?lang=` seen earlier in this page's life (a redirect may have dropped it). */
  requested?: SupportedLocale;
  customerLanguage?: string;
  tenantDefault?: string;
  /** The tenant's languages (unknown: all of the portal's). */
  offered?: readonly string[];
}): SupportedLocale {
  const offered = offeredLocales(choices.offered);
  const candidates = [
    languageFromSearch(choices.search),
    choices.requested,
    rememberedLanguage(),
    localeOf(choices.customerLanguage),
    isSupportedLocale(choices.tenantDefault) ? choices.tenantDefault : DEFAULT_LOCALE,
  ];
  const first = candidates.find((language) => language !== undefined && offered.includes(language));
  return first ?? offered[0] ?? DEFAULT_LOCALE;
}
