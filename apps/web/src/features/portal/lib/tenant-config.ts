// Reading the free `config` values of the portal configuration (spec §3).
import type { PortalConfig } from '@portal/contract/portal';

/**
 * The tenant's default interface language, when its configuration values name one
 * (`config.defaultLanguage`: nl, fr or en). Unset, the portal's default (nl) applies.
 */
export function tenantDefaultLanguage(config: PortalConfig): string | undefined {
  const value = config.config.defaultLanguage;
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
