// GET offers/{id}/versions/{version} (spec §7): one version with its articles and totals.
import { type OfferVersionDetail, offerVersionDetailSchema } from '@portal/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { offerKeys } from '../../../lib/query-keys';

export function getOfferVersion(
  offerId: number,
  version: number,
  signal?: AbortSignal,
): Promise<OfferVersionDetail> {
  return apiGet(`offers/${offerId}/versions/${version}`, offerVersionDetailSchema, {
    auth: true,
    signal,
  });
}

export const offerVersionQueryOptions = (offerId: number, version: number) =>
  queryOptions({
    queryKey: offerKeys.version(offerId, version),
    queryFn: ({ signal }) => getOfferVersion(offerId, version, signal),
  });

export function useOfferVersion(offerId: number, version: number) {
  return useQuery(offerVersionQueryOptions(offerId, version));
}
