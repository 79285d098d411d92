// The translations a first screen is painted in (decision 059): the namespaces of the shell
// (common, pages) and those of the page the server paints itself, with the tenant's texts laid
// over them as the browser lays them (lib/i18n.ts), in an i18next instance of the screen's own:
// the server paints screens of several tenants and languages side by side.
import type { PublicPortalConfig } from '@portal/contract/portal';
import type { SupportedLocale } from '@portal/domain/constants';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { withTenantTexts } from '../../lib/i18n';
import { loadLanguageBundle } from '../../lib/language-bundles';

const SHELL_NAMESPACES = ['common', 'pages'] as const;

export async function screenTranslations(
  language: SupportedLocale,
  pageNamespaces: readonly string[],
  texts: PublicPortalConfig['texts'],
): Promise<Record<string, Record<string, unknown>>> {
  const bundle = await loadLanguageBundle(language);
  if (!bundle) throw new Error(`no translations for ${language}`);
  const namespaces = [...SHELL_NAMESPACES, ...pageNamespaces];
  return Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      withTenantTexts(bundle[`./${language}/${namespace}.json`] ?? {}, texts[language], namespace),
    ]),
  );
}

/** An i18next instance holding only these translations, ready at once (nothing to load). */
export function screenI18n(
  language: SupportedLocale,
  translations: Record<string, ResourceKey>,
): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: translations },
    ns: Object.keys(translations),
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
