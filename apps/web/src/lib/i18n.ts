// i18next set-up (spec §1, §9): nl by default, fr and en available, en as fallback. Translations
// live in src/locales/<language>/<namespace>.json and are loaded on demand per language, all of a
// language's namespaces in one chunk (src/locales/<language>.ts), so the first page downloads
// the language it shows in one request. Tenant texts (portal config) override built-in
// keys: they are merged into every bundle as it loads and into bundles already loaded.
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '@portal/domain/constants';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLanguageBundle } from './language-bundles';
import {
  isSupportedLocale,
  languageFromSearch,
  localeOf,
  offeredLocales,
  preferredLanguage,
  SESSION_LANGUAGE_KEY,
} from './language-preference';

export const NAMESPACES = [
  'common',
  'pages',
  'installations',
  'dashboard',
  'offers',
  'orders',
  'invoices',
  'deliveries',
  'inspections',
  'gridOperator',
  'documents',
  'notifications',
  /** From @portal/contract/notification-texts (decision 036), not a JSON file of locales/. */
  'notificationTexts',
  'support',
  'survey',
  'loyalty',
  'monitoring',
  'energyPlan',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type TenantTexts = Partial<Record<string, Record<string, string>>>;
let tenantTexts: TenantTexts = {};
/** The tenant's languages (decision 056); all of the portal's until the configuration is known. */
let tenantLanguages: readonly SupportedLocale[] = SUPPORTED_LOCALES;

/** A tenant key is `namespace:path.to.key`, or `path.to.key` in the common namespace. */
function splitKey(key: string): [string, string] {
  const colon = key.indexOf(':');
  return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ['common', key];
}

function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const child = node[part];
    if (typeof child !== 'object' || child === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const leaf = parts.at(-1);
  if (leaf) node[leaf] = value;
}

/**
 * A namespace's built-in translations with the tenant's texts for it laid over them. The server
 * build paints the first screen with the same merge (app/first-screen/server-i18n.ts).
 */
export function withTenantTexts(
  bundle: ResourceKey,
  texts: Record<string, string> | undefined,
  namespace: string,
): Record<string, unknown> {
  const merged = structuredClone(bundle) as Record<string, unknown>;
  for (const [key, value] of Object.entries(texts ?? {})) {
    const [ns, path] = splitKey(key);
    if (ns === namespace) setPath(merged, path, value);
  }
  return merged;
}

const lazyBundles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loadLanguageBundle(language);
    if (!load) return callback(null, {});
    load.then(
      (namespaces) => {
        const bundle = namespaces[`./${language}/${namespace}.json`] ?? {};
        callback(null, withTenantTexts(bundle, tenantTexts[language], namespace));
      },
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(lazyBundles).use(initReactI18next);

function rememberLanguage(language: string): void {
  try {
    window.sessionStorage.setItem(SESSION_LANGUAGE_KEY, language);
  } catch {
    // Not remembered: the next page load starts from the address, the customer or the tenant.
  }
}

/** `<html lang>` follows the interface language (spec §1; screen readers need it). */
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (isSupportedLocale(language)) rememberLanguage(language);
});

/**
 * The fallback language counts only once the first page is shown (decision 018). nl, fr and en
 * have the same keys (locales.test.ts), so the fallback answers only a key some tenant or release
 * leaves out; loading it with the first page made the first paint wait for a second bundle (9 KB
 * gzip, and its evaluation) that the page did not show.
 */
let fallbackActive = false;
const fallbackLanguages = (code: string): string[] =>
  fallbackActive && code !== FALLBACK_LOCALE ? [FALLBACK_LOCALE] : [];

/** Loads the fallback language and lets missing keys use it; called once the first page shows. */
export function activateFallbackLanguage(): Promise<unknown> {
  fallbackActive = true;
  return i18n.isInitialized ? i18n.loadLanguages(FALLBACK_LOCALE) : Promise.resolve();
}

let started: Promise<unknown> | undefined;
/** A `?lang=` seen before start-up (a guard may redirect it away before the root loader runs). */
let requestedLanguage: SupportedLocale | undefined;

/** Translations that came with the page (the server's first screen, decision 059). */
let provided: { language: SupportedLocale; namespaces: Record<string, ResourceKey> } | undefined;

/**
 * Hands i18next the translations the page carries, tenant texts included, before it starts: the
 * first screen then renders in the same words as the server's HTML without waiting for its
 * language's chunk, which loads for the other namespaces as before.
 */
export function provideTranslations(
  language: SupportedLocale,
  namespaces: Record<string, ResourceKey>,
): void {
  provided = { language, namespaces };
}

/**
 * The namespaces the first page needs before it renders: those the page carries when it carries
 * any (the others load with the pages that use them), else every one (one chunk anyway).
 */
export function firstPageNamespaces(): readonly string[] {
  return provided ? Object.keys(provided.namespaces) : NAMESPACES;
}

/**
 * Starts i18next once, in the language the visitor asked for (?lang=), else the one chosen earlier
 * in this tab, else the signed-in customer's language, else the tenant's default, else nl, each
 * only when the tenant offers it (applyTenantLanguages before this). Called
 * by the root loader after the tenant configuration is known, so that the first bundle downloaded
 * is the one shown.
 */
export function startI18n(
  search: string,
  tenantDefault: string | undefined,
  customerLanguage?: string,
): Promise<unknown> {
  started ??= i18n.init({
    lng: preferredLanguage({
      search,
      requested: requestedLanguage,
      customerLanguage,
      tenantDefault,
      offered: tenantLanguages,
    }),
    fallbackLng: fallbackLanguages,
    supportedLngs: [...SUPPORTED_LOCALES],
    load: 'languageOnly',
    // The shell's texts load with the language; a page's own namespace loads with the page
    // (useTranslation suspends until it is there), so the first page stays light.
    ns: ['common', 'pages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    ...(provided && {
      resources: { [provided.language]: provided.namespaces },
      partialBundledLanguages: true,
    }),
  });
  return started;
}

/**
 * The tenant's languages: a `?lang=`, a stored choice or a customer's language outside them is
 * passed over (the interface stays in, or starts in, one the tenant offers, at worst its default).
 */
export function applyTenantLanguages(languages: readonly string[]): void {
  tenantLanguages = offeredLocales(languages);
}

const offered = (language: SupportedLocale | undefined): SupportedLocale | undefined =>
  language && tenantLanguages.includes(language) ? language : undefined;

/** Applies `?lang=` (spec §2: a lang query parameter switches the locale when available). */
export async function applyLanguageParameter(search: string): Promise<void> {
  const requested = offered(languageFromSearch(search));
  if (!requested) return;
  if (!i18n.isInitialized) requestedLanguage = requested;
  else if (i18n.resolvedLanguage !== requested) await i18n.changeLanguage(requested);
}

/** Tenant texts per language override the built-in keys, now and for bundles loaded later. */
export function applyTenantTexts(texts: TenantTexts): void {
  tenantTexts = texts;
  // Before start-up the bundles are not loaded yet: the backend merges the texts as they load.
  if (!i18n.isInitialized) return;
  for (const [language, entries] of Object.entries(texts)) {
    for (const [key, value] of Object.entries(entries ?? {})) {
      const [namespace, path] = splitKey(key);
      if (i18n.hasResourceBundle(language, namespace)) {
        i18n.addResource(language, namespace, path, value);
      }
    }
  }
}

/** Switches the interface to a customer's language (auth/me, account page) when the tenant has it. */
export async function switchLanguage(languageCode: string): Promise<void> {
  const locale = offered(localeOf(languageCode));
  if (locale && i18n.isInitialized && i18n.resolvedLanguage !== locale) {
    await i18n.changeLanguage(locale);
  }
}

export function currentLanguage(): SupportedLocale {
  const language = i18n.resolvedLanguage;
  return isSupportedLocale(language) ? language : DEFAULT_LOCALE;
}
