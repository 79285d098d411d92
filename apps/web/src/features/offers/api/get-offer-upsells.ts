// GET offers/{id}/versions/{version}/upsells: the upsell proposals (type, name) made on one offer
// version; the data of /installations/offerdetail/upsell/{id}_{version}.
import { type UpsellOffer, upsellOfferSchema } from '@portal/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { offerKeys } from '../../../lib/query-keys';

const upsellsSchema = z.array(upsellOfferSchema);

export function getOfferUpsells(
  offerId: number,
  version: number,
  signal?: AbortSignal,
): Promise<UpsellOffer[]> {
  return apiGet(`offers/${offerId}/versions/${version}/upsells`, upsellsSchema, {
    auth: true,
    signal,
  });
}

export const offerUpsellsQueryOptions = (offerId: number, version: number) =>
  queryOptions({
    queryKey: offerKeys.upsells(offerId, version),
    queryFn: ({ signal }) => getOfferUpsells(offerId, version, signal),
  });

export function useOfferUpsells(offerId: number, version: number) {
  return useQuery(offerUpsellsQueryOptions(offerId, version));
}
