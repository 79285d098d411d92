// GET auth/registration/{token} (decision 006): the account an invitation link belongs to, or
// 410 LINK_EXPIRED, 410 LINK_USED, 404 for an unknown link.
import { linkStateSchema } from '@portal/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

export type LinkState = z.infer<typeof linkStateSchema>;

export function getRegistrationLink(token: string, signal?: AbortSignal): Promise<LinkState> {
  return apiGet(`auth/registration/${encodeURIComponent(token)}`, linkStateSchema, { signal });
}

export const registrationLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.registrationLink(token),
    queryFn: ({ signal }) => getRegistrationLink(token, signal),
    retry: false,
    meta: { silent: true },
  });

export function useRegistrationLink(token: string) {
  return useQuery({ ...registrationLinkQueryOptions(token), enabled: token !== '' });
}
