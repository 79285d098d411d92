// GET portal/tag-id?subDomain= (spec §7): the tenant's tag-manager id, cached for the session
// (the spec's tag id cache). Silent on failure: tracking is optional.
import { type TagId, tagIdSchema } from '@portal/contract/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { portalKeys } from '../../../lib/query-keys';

export function getTagId(subDomain: string, signal?: AbortSignal): Promise<TagId> {
  return apiGet('portal/tag-id', tagIdSchema, { query: { subDomain }, signal });
}

export const tagIdQueryOptions = (subDomain: string | null) =>
  queryOptions({
    queryKey: portalKeys.tagId(subDomain),
    queryFn: ({ signal }) => getTagId(subDomain ?? '', signal),
    enabled: subDomain !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

export function useTagId(subDomain: string | null): string | null {
  return useQuery(tagIdQueryOptions(subDomain)).data?.tagId ?? null;
}

/** The tenant's container and the origin it loads from, or null without one. */
export function useTagManager(
  subDomain: string | null,
): { tagId: string; scriptOrigin: string | undefined } | null {
  const data = useQuery(tagIdQueryOptions(subDomain)).data;
  return data?.tagId ? { tagId: data.tagId, scriptOrigin: data.scriptOrigin ?? undefined } : null;
}
