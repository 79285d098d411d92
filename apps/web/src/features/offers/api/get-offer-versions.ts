// GET offers/{id}/versions (spec §7): every version of an offer, oldest first, with its state.
import { type OfferVersionListItem, offerVersionListItemSchema } from '@portal/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { offerKeys } from '../../../lib/query-keys';

const versionsSchema = z.array(offerVersionListItemSchema);

export function getOfferVersions(
  offerId: number,
  signal?: AbortSignal,
): Promise<OfferVersionListItem[]> {
  return apiGet(`offers/${offerId}/versions`, versionsSchema, { auth: true, signal });
}

export const offerVersionsQueryOptions = (offerId: number) =>
  queryOptions({
    queryKey: offerKeys.versions(offerId),
    queryFn: ({ signal }) => getOfferVersions(offerId, signal),
  });

export function useOfferVersions(offerId: number) {
  return useQuery(offerVersionsQueryOptions(offerId));
}
