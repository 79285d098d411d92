// POST offers/{id}/seen with { versionNumber } (spec §7), sent once when a version is opened. It
// is bookkeeping the customer did not ask for, so a failure stays silent.
import { offerSeenSchema } from '@portal/contract/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { offerKeys } from '../../../lib/query-keys';

export function markOfferSeen(offerId: number, versionNumber: number) {
  return apiSend('POST', `offers/${offerId}/seen`, { versionNumber }, offerSeenSchema, {
    auth: true,
  });
}

export function useMarkOfferSeen(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionNumber: number) => markOfferSeen(offerId, versionNumber),
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: offerKeys.versions(offerId), exact: true }),
  });
}
