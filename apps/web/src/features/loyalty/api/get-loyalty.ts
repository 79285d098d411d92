// GET loyalty (ours): the customer's referral code, referred friends and vouchers.
import { type Loyalty, loyaltySchema } from '@portal/contract/loyalty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { loyaltyKeys } from '../../../lib/query-keys';

export function getLoyalty(signal?: AbortSignal): Promise<Loyalty> {
  return apiGet('loyalty', loyaltySchema, { auth: true, signal });
}

export const loyaltyQueryOptions = () =>
  queryOptions<Loyalty>({
    queryKey: loyaltyKeys.overview(),
    queryFn: ({ signal }) => getLoyalty(signal),
    meta: { silent: true },
  });

export function useLoyalty(signedIn: boolean) {
  return useQuery({ ...loyaltyQueryOptions(), enabled: signedIn });
}
