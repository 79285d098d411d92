// Language negotiation (spec §1: Dutch by default, English as the fallback). Any well-formed
// language tag is understood: its primary subtag picks nl, fr or en, and a language the portal
// does not have gets English. A tag is never refused for its region or script ("en-US",
// "fr-CA", "nl_BE"); only text that is not a language tag at all is.
import { z } from 'zod/mini';
import type { Language } from './portal.ts';

const LANGUAGES: readonly Language[] = ['nl', 'fr', 'en'];

/** Primary subtag of 2–3 letters, then subtags of 1–8 letters or digits ('-' or '_'). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** The portal language a tag names, or undefined when the portal does not have it. */
export function supportedLanguageOf(tag: string): Language | undefined {
  const primary = tag.split(/[-_;]/)[0]?.trim().toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/** The first supported language among preferences (tags or Accept-Language lists, in order of
 * preference), else the fallback. */
export function preferredLanguage(
  preferences: readonly (string | undefined)[],
  fallback: Language,
): Language {
  for (const preference of preferences) {
    for (const tag of (preference ?? '').split(/[\s,]+/)) {
      const language = tag ? supportedLanguageOf(tag) : undefined;
      if (language) return language;
    }
  }
  return fallback;
}

/** A `lang` parameter: any well-formed tag, negotiated (an unsupported language: English). */
export const negotiatedLanguageSchema = z.pipe(
  z
    .string()
    .check(
      z.maxLength(35),
      z.regex(LANGUAGE_TAG, 'Expected a language tag such as nl, fr-BE or en-GB.'),
    ),
  z.transform((tag: string): Language => supportedLanguageOf(tag) ?? 'en'),
);
