// POST issues/create (spec §7), then the photos (POST issues/{id}/file) when there are any: the
// ticket exists once the first call answers, so a failed photo upload leaves it and says so.
// The ticket goes under an Idempotency-Key per attempt, as a signing does: sending the same form
// again after a 503 or a lost answer makes no second ticket; a changed form is a new attempt.
import {
  type CreatedTicket,
  type CreateTicketBody,
  createdTicketSchema,
} from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useAttemptKey } from '../../../lib/attempt-key';
import { supportKeys } from '../../../lib/query-keys';
import { uploadPhotos } from './upload-photos';

export function createTicket(
  body: CreateTicketBody,
  idempotencyKey: string,
): Promise<CreatedTicket> {
  return apiSend('POST', 'issues/create', body, createdTicketSchema, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export interface NewTicket {
  body: CreateTicketBody;
  photos: readonly File[];
  /** Each photo's share sent so far, as the upload goes. */
  onPhotoProgress?: (shares: readonly number[]) => void;
  /** Cancels the photos' upload; the ticket, already made, stays. */
  photosSignal?: AbortSignal;
}

/** The new ticket's id, and whether its photos went up too (or the customer cancelled them). */
export interface TicketCreation {
  ticketId: number;
  photosFailed: unknown;
  photosCancelled: boolean;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: async ({
      body,
      photos,
      onPhotoProgress,
      photosSignal,
    }: NewTicket): Promise<TicketCreation> => {
      const { insertId } = await createTicket(body, attempt.current(JSON.stringify(body)));
      attempt.next();
      let photosFailed: unknown = null;
      let photosCancelled = false;
      if (photos.length > 0) {
        await uploadPhotos(insertId, photos, {
          onProgress: onPhotoProgress,
          signal: photosSignal,
        }).catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') photosCancelled = true;
          else photosFailed = error;
        });
      }
      return { ticketId: insertId, photosFailed, photosCancelled };
    },
    // Meta silent: the form shows the problem itself next to the fields.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
