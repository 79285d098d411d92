// GET portal/config (spec §7): the tenant's features, colours, texts, logo, configuration and
// languages.
// Public and rarely changing: fetched once per page load and kept for the session.
import { type PublicPortalConfig, publicPortalConfigSchema } from '@portal/contract/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { portalKeys } from '../../../lib/query-keys';

export function getPortalConfig(): Promise<PublicPortalConfig> {
  return apiGet('portal/config', publicPortalConfigSchema);
}

/**
 * What the portal shows when the configuration cannot be loaded: the spec's default theme (lime
 * green and dark green, §9), no features and no logo, so that the visitor still gets a usable page,
 * in any of the portal's languages.
 */
export const fallbackPortalConfig: PublicPortalConfig = {
  features: [],
  colors: { primary: '#7cb342', secondary: '#1b5e20' },
  texts: { nl: {}, fr: {}, en: {} },
  logo: { url: '' },
  kWhToKgCo2eByCountry: {},
  config: {},
  languages: ['nl', 'fr', 'en'],
};

export const portalConfigQueryOptions = () =>
  queryOptions({
    queryKey: portalKeys.config(),
    // Deliberately not cancellable: the root loader and the guards await this one small call,
    // and a component unmounting (StrictMode mounts twice) must not cancel it under them.
    queryFn: () => getPortalConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

/** The tenant configuration; the fallback while loading or when it could not be loaded. */
export function usePortalConfig(): PublicPortalConfig {
  const { data } = useQuery(portalConfigQueryOptions());
  return data ?? fallbackPortalConfig;
}
