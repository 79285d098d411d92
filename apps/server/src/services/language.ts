// A customer's interface language from their stored language code ('nl-BE', 'FR', 'en'...),
// falling back to the tenant's default when it is not one of the portal's languages.
import { type Language, languageSchema } from '@portal/contract/portal';

export function languageOf(languageCode: string | null | undefined, fallback: Language): Language {
  const parsed = languageSchema.safeParse(languageCode?.slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : fallback;
}
