// GET orders/statuses (spec §7): the tenant's order status texts, sent without the bearer token.
// Asked in the interface language (the server keeps nl-BE, fr-BE and en-GB texts), so that a
// French-speaking customer reads the status in French; spaces come back as underscores (spec §3).
import { flaggedStatusItemSchema, type StatusLang } from '@portal/contract/status-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';
import { currentTenant } from '../../../lib/tenant-host';

const statusListSchema = z.array(flaggedStatusItemSchema);

export function getOrderStatuses(lang: StatusLang, signal?: AbortSignal) {
  return apiGet('orders/statuses', statusListSchema, {
    query: { subDomain: currentTenant() ?? undefined, lang },
    signal,
  });
}

export const orderStatusesQueryOptions = (lang: StatusLang) =>
  queryOptions({
    queryKey: orderKeys.statuses(lang),
    queryFn: ({ signal }) => getOrderStatuses(lang, signal),
    // Status texts change with a tenant's configuration, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
    // Without the list the page still shows the order; the status words are a nicety.
    meta: { silent: true },
  });

export function useOrderStatuses(lang: StatusLang) {
  return useQuery(orderStatusesQueryOptions(lang));
}
