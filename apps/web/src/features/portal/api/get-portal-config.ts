// GET portal/config (spec §7): the tenant's features, colours, texts, logo and configuration.
// Public and rarely changing: fetched once per page load and kept for the session.
import { type PortalConfig, portalConfigSchema } from '@portal/contract/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { portalKeys } from '../../../lib/query-keys';

export function getPortalConfig(): Promise<PortalConfig> {
  return apiGet('portal/config', portalConfigSchema);
}

/**
 * What the portal shows when the configuration cannot be loaded: the spec's default theme (lime
 * green and dark green, §9), no features and no logo, so that the visitor still gets a usable page.
 */
export const fallbackPortalConfig: PortalConfig = {
  features: [],
  colors: { primary: '#7cb342', secondary: '#1b5e20' },
  texts: { nl: {}, fr: {}, en: {} },
  logo: { url: '' },
  kWhToKgCo2eByCountry: {},
  config: {},
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
export function usePortalConfig(): PortalConfig {
  const { data } = useQuery(portalConfigQueryOptions());
  return data ?? fallbackPortalConfig;
}
