// A customer's interface language from their stored language code ('nl-BE', 'FR', 'en'...),
// falling back to the tenant's default when it is not one of the portal's languages.
import { supportedLanguageOf } from '@portal/contract/language-tag';
import type { Language } from '@portal/contract/portal';

export function languageOf(languageCode: string | null | undefined, fallback: Language): Language {
  return supportedLanguageOf(languageCode ?? '') ?? fallback;
}
