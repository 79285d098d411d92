// GET issues/ (spec §7): the signed-in customer's tickets, open and closed, each with its state.
import { type Issue, issueSchema } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export function getIssues(signal?: AbortSignal): Promise<Issue[]> {
  return apiGet('issues/', z.array(issueSchema), { auth: true, signal });
}

export const issuesQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.list(),
    queryFn: ({ signal }) => getIssues(signal),
    // The pages show their own error state with a retry.
    meta: { silent: true },
  });

export function useIssues() {
  return useQuery(issuesQueryOptions());
}
