// GET issues/{id}/messages (spec §7): a ticket's thread, oldest first, with its photos.
import { type IssueMessage, issueMessageSchema } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export function getIssueMessages(issueId: number, signal?: AbortSignal): Promise<IssueMessage[]> {
  return apiGet(`issues/${issueId}/messages`, z.array(issueMessageSchema), { auth: true, signal });
}

export function useIssueMessages(issueId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: supportKeys.messages(issueId ?? 0),
      queryFn: ({ signal }) => getIssueMessages(issueId ?? 0, signal),
      meta: { silent: true },
    }),
    enabled: issueId !== null,
  });
}
