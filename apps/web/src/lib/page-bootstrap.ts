// What the portal server writes into index.html for this tenant (decision 013): the realm of
// GET portal/realm and the configuration of GET portal/config, as a JSON data block that no
// browser executes. The first page then needs neither call before it can start a login or paint
// the tenant's theme. Read once, unvalidated here (this runs before any schema library is
// loaded); whoever uses a part checks its shape.

export const BOOTSTRAP_ELEMENT_ID = 'portal-bootstrap';

export interface PageBootstrap {
  realm?: unknown;
  config?: unknown;
}

let bootstrap: PageBootstrap | undefined;

export function pageBootstrap(): PageBootstrap {
  if (bootstrap) return bootstrap;
  bootstrap = {};
  try {
    const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (typeof parsed === 'object' && parsed !== null) bootstrap = parsed;
  } catch {
    // A broken block counts as none: the app fetches both as before.
  }
  return bootstrap;
}

/** The tenant's default language as its configuration in the page names it (unvalidated). */
export function bootstrapDefaultLanguage(): string | undefined {
  const { config } = pageBootstrap();
  if (typeof config !== 'object' || config === null || !('config' in config)) return undefined;
  const values = config.config;
  if (typeof values !== 'object' || values === null || !('defaultLanguage' in values)) {
    return undefined;
  }
  return typeof values.defaultLanguage === 'string' ? values.defaultLanguage : undefined;
}

/** The tenant's languages as its configuration in the page lists them (unvalidated). */
export function bootstrapLanguages(): string[] | undefined {
  const { config } = pageBootstrap();
  if (typeof config !== 'object' || config === null || !('languages' in config)) return undefined;
  const { languages } = config;
  if (!Array.isArray(languages)) return undefined;
  return languages.filter((language): language is string => typeof language === 'string');
}
