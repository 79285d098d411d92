// GET loyalty/referrals/{code} (ours, no login): who invites the friend, by first name.
import { type ReferralPage, referralPageSchema } from '@portal/contract/loyalty';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { loyaltyKeys } from '../../../lib/query-keys';

export function getReferralPage(code: string, signal?: AbortSignal): Promise<ReferralPage> {
  return apiGet(`loyalty/referrals/${encodeURIComponent(code)}`, referralPageSchema, { signal });
}

export const referralPageQueryOptions = (code: string) =>
  queryOptions<ReferralPage>({
    queryKey: loyaltyKeys.referralPage(code),
    queryFn: ({ signal }) => getReferralPage(code, signal),
    meta: { silent: true },
    // A link that is not known stays not known: no retries of a 404.
    retry: false,
  });

export function useReferralPage(code: string, enabled: boolean) {
  return useQuery({ ...referralPageQueryOptions(code), enabled });
}
