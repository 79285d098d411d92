// GET installations/{installationIndex}/net-operator (ours, the spec shows no call): whether the
// installation may be registered with its grid operator yet, what is missing, the operator, the
// request status and the documents the operator needs.
import { type NetOperator, netOperatorSchema } from '@portal/contract/net-operator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getNetOperator(installationIndex: number, signal?: AbortSignal) {
  return apiGet(`installations/${installationIndex}/net-operator`, netOperatorSchema, {
    auth: true,
    signal,
  });
}

export const netOperatorQueryOptions = (installationIndex: number) =>
  queryOptions<NetOperator>({
    queryKey: ['net-operator', installationIndex],
    queryFn: ({ signal }) => getNetOperator(installationIndex, signal),
    // The page shows its own error state (not found, retry) instead of the global snackbar.
    meta: { silent: true },
  });

export function useNetOperator(installationIndex: number | null, signedIn: boolean) {
  return useQuery({
    ...netOperatorQueryOptions(installationIndex ?? -1),
    enabled: signedIn && installationIndex !== null,
  });
}
