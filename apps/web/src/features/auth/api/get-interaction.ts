// GET {authority}/interaction/{uid}/details (decision 006): the login the embedded provider is
// waiting for — its uid, prompt and an e-mail hint. Not under /api: the provider's interaction
// cookie lives on the realm path, so these calls go to the realm itself.
import { interactionSchema } from '@portal/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { getUserManager } from '../lib/user-manager';

export type Interaction = z.infer<typeof interactionSchema>;

/** Where a pending interaction's calls go: `{authority}/interaction/{uid}`. */
export async function interactionBase(uid: string): Promise<string> {
  const { authority } = (await getUserManager()).settings;
  return `${authority}/interaction/${encodeURIComponent(uid)}`;
}

export async function getInteraction(uid: string, signal?: AbortSignal): Promise<Interaction> {
  return apiGet('details', interactionSchema, { baseUrl: await interactionBase(uid), signal });
}

export const interactionQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['auth', 'interaction', uid],
    queryFn: ({ signal }) => getInteraction(uid, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

export function useInteraction(uid: string) {
  return useQuery(interactionQueryOptions(uid));
}
