// The translation chunks, one per language with all its namespaces (src/locales/<language>.ts,
// decision 013), keyed `./{language}/{namespace}.json` inside. Free of i18next so that the entry
// can start the first page's language while the app's own chunks still download (decision 017);
// the i18n set-up (i18n.ts) reads the same modules, which the browser then has.

import type { ResourceKey } from 'i18next';

export type LanguageBundle = Record<string, ResourceKey>;

const bundles = import.meta.glob<LanguageBundle>(
  ['../locales/nl.ts', '../locales/fr.ts', '../locales/en.ts'],
  { import: 'default' },
);

/** A language's translations, or undefined for a language the portal does not have. */
export function loadLanguageBundle(language: string): Promise<LanguageBundle> | undefined {
  return bundles[`../locales/${language}.ts`]?.();
}

/**
 * Starts downloading the language a page will most likely show. A wrong guess costs only the
 * download: i18next loads what it needs. The fallback language is not among them: it loads once
 * the first page is shown (i18n.ts, decision 018).
 */
export function prefetchLanguage(language: string): void {
  void loadLanguageBundle(language)?.catch(() => undefined);
}
