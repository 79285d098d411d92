// GET installations/{installationIndex}/grid-operator (ours, the spec shows no call): whether the
// installation may be registered with its grid operator yet, what is missing, the operator, the
// request status and the documents the operator needs.
import {
  type GridOperatorRegistration,
  gridOperatorRegistrationSchema,
} from '@portal/contract/grid-operator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { gridOperatorKeys } from '../../../lib/query-keys';

export function getGridOperatorRegistration(installationIndex: number, signal?: AbortSignal) {
  return apiGet(
    `installations/${installationIndex}/grid-operator`,
    gridOperatorRegistrationSchema,
    {
      auth: true,
      signal,
    },
  );
}

export const gridOperatorQueryOptions = (installationIndex: number) =>
  queryOptions<GridOperatorRegistration>({
    queryKey: gridOperatorKeys.registration(installationIndex),
    queryFn: ({ signal }) => getGridOperatorRegistration(installationIndex, signal),
    // The page shows its own error state (not found, retry) instead of the global snackbar.
    meta: { silent: true },
  });

export function useGridOperatorRegistration(installationIndex: number | null, signedIn: boolean) {
  return useQuery({
    ...gridOperatorQueryOptions(installationIndex ?? -1),
    enabled: signedIn && installationIndex !== null,
  });
}
