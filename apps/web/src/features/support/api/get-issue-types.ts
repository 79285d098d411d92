// GET issues/issuesTypes (spec §7): the ticket types, in the customer's language.
import { type IssueType, issueTypeSchema } from '@portal/contract/support';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export function getIssueTypes(signal?: AbortSignal): Promise<IssueType[]> {
  return apiGet('issues/issuesTypes', z.array(issueTypeSchema), { auth: true, signal });
}

export function useIssueTypes(language: string) {
  return useQuery({
    queryKey: [...supportKeys.types(), language],
    queryFn: ({ signal }) => getIssueTypes(signal),
    meta: { silent: true },
  });
}
