// Which of a tenant's languages a page speaks (decision 056): the first preference (a choice, the
// OpenID ui_locales, Accept-Language) that is one of the tenant's languages, else its default.
import { supportedLanguageOf } from '@portal/contract/language-tag';
import type { Language } from '@portal/contract/portal';
import type { TenantRecord } from './tenant-record.ts';

export function tenantLanguage(
  tenant: Pick<TenantRecord, 'languages' | 'defaultLanguage'>,
  preferences: readonly (string | undefined)[],
): Language {
  for (const preference of preferences) {
    for (const tag of (preference ?? '').split(/[\s,]+/)) {
      const language = tag ? supportedLanguageOf(tag) : undefined;
      if (language && tenant.languages.includes(language)) return language;
    }
  }
  return tenant.defaultLanguage;
}
