// POST orders/{id}/sign (spec §7): the iChoosr delivery document with remarks, the optional
// bank-loan (SEPA) choice and the drawn signature as a PNG data URL. Success is HTTP 200; any
// other answer shows the server's message (query-client's global mutation handler). The
// handover is then done, so the installation's status moves on. An Idempotency-Key is kept for
// every retry of the same form (after a 503 or a lost answer: the server answers the first
// result, not "already signed"); a changed form, or a signing that succeeded, takes a new one.
import {
  type SignDeliveryDocument,
  type SignDeliveryDocumentResult,
  signDeliveryDocumentResultSchema,
} from '@portal/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useAttemptKey } from '../../../lib/attempt-key';
import { deliveryKeys, installationKeys, orderKeys } from '../../../lib/query-keys';

export function signDeliveryDocument(
  orderId: number,
  body: SignDeliveryDocument,
  idempotencyKey: string,
): Promise<SignDeliveryDocumentResult> {
  return apiSend('POST', `orders/${orderId}/sign`, body, signDeliveryDocumentResultSchema, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** `onSigned` runs before the refetches, which replace the form by the signed state. */
export function useSignDeliveryDocument(
  orderId: number,
  deliveryId: number,
  onSigned: (result: SignDeliveryDocumentResult) => void,
) {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (body: SignDeliveryDocument) =>
      signDeliveryDocument(orderId, body, attempt.current(JSON.stringify(body))),
    onSuccess: (result) => {
      attempt.next();
      onSigned(result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: installationKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.delivery(deliveryId) }),
      ]);
    },
  });
}
