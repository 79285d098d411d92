// GET auth/password/{token} (decision 006): the account a password-reset link belongs to, or
// 410 LINK_EXPIRED, 410 LINK_USED, 404.
import { linkStateSchema } from '@portal/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';
import type { LinkState } from './get-registration-link';

export function getPasswordLink(token: string, signal?: AbortSignal): Promise<LinkState> {
  return apiGet(`auth/password/${encodeURIComponent(token)}`, linkStateSchema, { signal });
}

export const passwordLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordLink(token),
    queryFn: ({ signal }) => getPasswordLink(token, signal),
    retry: false,
    meta: { silent: true },
  });

export function usePasswordLink(token: string) {
  return useQuery({ ...passwordLinkQueryOptions(token), enabled: token !== '' });
}
