// GET issues/issuesTypes (spec §7): the ticket types, in the customer's language.
import { type TicketType, ticketTypeSchema } from '@portal/contract/support';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export function getTicketTypes(signal?: AbortSignal): Promise<TicketType[]> {
  return apiGet('issues/issuesTypes', z.array(ticketTypeSchema), { auth: true, signal });
}

export function useTicketTypes(language: string) {
  return useQuery({
    queryKey: [...supportKeys.types(), language],
    queryFn: ({ signal }) => getTicketTypes(signal),
    meta: { silent: true },
  });
}
