// POST offers/{id}/sign (spec §7): multipart with `version` and the signature `file` (PNG). An
// Idempotency-Key is drawn per submit attempt and kept until the call succeeds, so a retried
// click (or a retry after a lost answer) returns the first result and never signs twice. A new
// drawing starts a new attempt: the server refuses a different body under the same key.
import { type OfferSigned, offerSignedSchema } from '@portal/contract/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendForm } from '../../../lib/api-client';
import { useAttemptKey } from '../../../lib/attempt-key';
import { installationKeys, offerKeys } from '../../../lib/query-keys';

export interface SignOfferInput {
  version: number;
  signature: Blob;
}

export function signOffer(
  offerId: number,
  input: SignOfferInput,
  idempotencyKey: string,
): Promise<OfferSigned> {
  const form = new FormData();
  form.set('version', String(input.version));
  form.set('file', new File([input.signature], 'signature.png', { type: input.signature.type }));
  return apiSendForm(`offers/${offerId}/sign`, form, offerSignedSchema, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * `onSigned` runs before the offer queries are refetched: the refetched version is done and no
 * longer shows the sign section, whose per-call mutate callbacks would then never fire.
 */
export function useSignOffer(offerId: number, onSigned: (result: OfferSigned) => void) {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const mutation = useMutation({
    mutationFn: (input: SignOfferInput) => signOffer(offerId, input, attempt.current()),
    onSuccess: async (result) => {
      attempt.next();
      onSigned(result);
      // The installation's status moves on (Signed) and the version turns done.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: installationKeys.all }),
        queryClient.invalidateQueries({ queryKey: offerKeys.offer(offerId) }),
      ]);
    },
  });
  /** The drawing changed: the next submit is a new attempt with a new key. */
  return { ...mutation, newAttempt: attempt.next };
}
