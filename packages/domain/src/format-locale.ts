// The Intl locales used to format numbers and dates for each interface language. Belgian forms
// for Dutch and French; British English for English (day-month-year, 24-hour clock, like the rest).

import { DEFAULT_LOCALE, FALLBACK_LOCALE, type SupportedLocale } from './constants.ts';

export const FormatLocale = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' } as const;
export type FormatLocale = (typeof FormatLocale)[keyof typeof FormatLocale];

/**
 * The format locale of a language code ("nl", "FR", "nl-NL", "en-US"). No code means the default
 * language (nl); an unsupported one means the fallback language (en), as for the texts.
 */
export function formatLocaleFor(language: string | null | undefined): FormatLocale {
  const base = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === '') return FormatLocale[DEFAULT_LOCALE];
  return isSupported(base) ? FormatLocale[base] : FormatLocale[FALLBACK_LOCALE];
}

function isSupported(base: string): base is SupportedLocale {
  return Object.hasOwn(FormatLocale, base);
}
