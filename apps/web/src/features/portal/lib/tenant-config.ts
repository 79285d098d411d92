// Reading the tenant's portal configuration (spec §3): its free `config` values and its
// languages (decision 056).
import type { PublicPortalConfig } from '@portal/contract/portal';
import { offeredLocales, type TenantLanguages } from '../../../lib/language-preference';

/**
 * The tenant's default interface language, when its configuration values name one
 * (`config.defaultLanguage`: nl, fr or en). Unset, the portal's default (nl) applies.
 */
export function tenantDefaultLanguage(config: PublicPortalConfig): string | undefined {
  const value = config.config.defaultLanguage;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/** The tenant's languages and default, as the switcher and the account form take them. */
export function tenantLanguagesOf(config: PublicPortalConfig): TenantLanguages {
  return {
    offered: offeredLocales(config.languages),
    defaultLanguage: tenantDefaultLanguage(config),
  };
}
