// POST issues/create (spec §7), then the photos (POST issues/{id}/file) when there are any: the
// ticket exists once the first call answers, so a failed photo upload leaves it and says so.
import {
  type CreatedIssue,
  type CreateIssueBody,
  createdIssueSchema,
} from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';
import { uploadPhotos } from './upload-photos';

export function createIssue(body: CreateIssueBody): Promise<CreatedIssue> {
  return apiSend('POST', 'issues/create', body, createdIssueSchema, { auth: true });
}

export interface NewTicket {
  body: CreateIssueBody;
  photos: readonly File[];
  /** Each photo's share sent so far, as the upload goes. */
  onPhotoProgress?: (shares: readonly number[]) => void;
  /** Cancels the photos' upload; the ticket, already made, stays. */
  photosSignal?: AbortSignal;
}

/** The new ticket's id, and whether its photos went up too (or the customer cancelled them). */
export interface CreatedTicket {
  issueId: number;
  photosFailed: unknown;
  photosCancelled: boolean;
}

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      photos,
      onPhotoProgress,
      photosSignal,
    }: NewTicket): Promise<CreatedTicket> => {
      const { insertId } = await createIssue(body);
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
      return { issueId: insertId, photosFailed, photosCancelled };
    },
    // Meta silent: the form shows the problem itself next to the fields.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
