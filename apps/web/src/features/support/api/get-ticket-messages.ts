// GET issues/{id}/messages (spec §7): a ticket's thread, oldest first, with its photos.
import { type TicketMessage, ticketMessageSchema } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export function getTicketMessages(issueId: number, signal?: AbortSignal): Promise<TicketMessage[]> {
  return apiGet(`issues/${issueId}/messages`, z.array(ticketMessageSchema), { auth: true, signal });
}

export function useTicketMessages(issueId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: supportKeys.messages(issueId ?? 0),
      queryFn: ({ signal }) => getTicketMessages(issueId ?? 0, signal),
      meta: { silent: true },
    }),
    enabled: issueId !== null,
  });
}
