// Reading the tenant's portal configuration (spec §3): its free `config` values and its
// languages (decision 056).
import type { Language, PublicPortalConfig } from '@portal/contract/portal';

/**
 * The tenant's default interface language, when its configuration values name one
 * (`config.defaultLanguage`: nl, fr or en). Unset, the portal's default (nl) applies.
 */
export function tenantDefaultLanguage(config: PublicPortalConfig): string | undefined {
  const value = config.config.defaultLanguage;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/**
 * `language` when the tenant offers it, else the tenant's default (else its first language): what
 * a language select preselects for a customer whose stored language the tenant no longer offers.
 */
export function offeredLanguage(config: PublicPortalConfig, language: string): Language {
  const { languages } = config;
  const fallback = languages.find((offered) => offered === tenantDefaultLanguage(config));
  return languages.find((offered) => offered === language) ?? fallback ?? languages[0] ?? 'nl';
}
