// GET portal/realm (spec §7): where the tenant's customers sign in. Read by the identity layer
// as auth-server-url, realm and resource (client id).
import { type Realm, realmSchema } from '@portal/contract/portal';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { portalKeys } from '../../../lib/query-keys';

export function getRealm(signal?: AbortSignal): Promise<Realm> {
  return apiGet('portal/realm', realmSchema, { signal });
}

export const realmQueryOptions = () =>
  queryOptions({
    queryKey: portalKeys.realm(),
    queryFn: ({ signal }) => getRealm(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
