// GET issues/ (spec §7): the signed-in customer's tickets, open and closed, each with its state.
import { type Ticket, ticketSchema } from '@portal/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export function getTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return apiGet('issues/', z.array(ticketSchema), { auth: true, signal });
}

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.list(),
    queryFn: ({ signal }) => getTickets(signal),
    // The pages show their own error state with a retry.
    meta: { silent: true },
  });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
