// POST offers/{offerId}/upsale (spec §7): multipart with the proposal's `type` and `name` and the
// customer's drawn signature as `file`. Success marks the proposal accepted.
import { type UpsellOffer, upsellOfferSchema } from '@portal/contract/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendForm } from '../../../lib/api-client';
import { offerKeys } from '../../../lib/query-keys';

export interface UpsellInput {
  type: string;
  name: string;
  signature: Blob;
}

export function acceptUpsell(offerId: number, input: UpsellInput): Promise<UpsellOffer> {
  const form = new FormData();
  form.set('type', input.type);
  form.set('name', input.name);
  form.set('file', new File([input.signature], 'signature.png', { type: input.signature.type }));
  return apiSendForm(`offers/${offerId}/upsale`, form, upsellOfferSchema, { auth: true });
}

export function useAcceptUpsell(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpsellInput) => acceptUpsell(offerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.offer(offerId) }),
  });
}
