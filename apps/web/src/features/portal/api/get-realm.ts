// GET portal/realm (spec §7): where the tenant's customers sign in. Read by the identity layer
// as auth-server-url, realm and resource (client id).
import { type Realm, realmSchema } from '@portal/contract/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getRealm(signal?: AbortSignal): Promise<Realm> {
  return apiGet('portal/realm', realmSchema, { signal });
}

export const realmQueryOptions = () =>
  queryOptions({
    queryKey: ['portal', 'realm'],
    queryFn: ({ signal }) => getRealm(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRealm() {
  return useQuery(realmQueryOptions());
}
