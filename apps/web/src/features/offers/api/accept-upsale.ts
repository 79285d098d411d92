// POST offers/{offerId}/upsale (spec §7): multipart with the proposal's `type` and `name` and the
// customer's drawn signature as `file`. Success marks the proposal accepted.
import { type UpsellOffer, upsellOfferSchema } from '@portal/contract/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerKeys } from './offer-query-keys';
import { type AccessTokenGetter, sendForm } from './send-form';

export interface UpsaleInput {
  type: string;
  name: string;
  signature: Blob;
}

export function acceptUpsale(
  offerId: number,
  input: UpsaleInput,
  getAccessToken: AccessTokenGetter,
): Promise<UpsellOffer> {
  const form = new FormData();
  form.set('type', input.type);
  form.set('name', input.name);
  form.set('file', new File([input.signature], 'signature.png', { type: input.signature.type }));
  return sendForm(`offers/${offerId}/upsale`, form, upsellOfferSchema, { getAccessToken });
}

export function useAcceptUpsale(offerId: number, getAccessToken: AccessTokenGetter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpsaleInput) => acceptUpsale(offerId, input, getAccessToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.offer(offerId) }),
  });
}
