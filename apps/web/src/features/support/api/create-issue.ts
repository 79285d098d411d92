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
}

/** The new ticket's id, and whether its photos went up too. */
export interface CreatedTicket {
  issueId: number;
  photosFailed: unknown;
}

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photos }: NewTicket): Promise<CreatedTicket> => {
      const { insertId } = await createIssue(body);
      let photosFailed: unknown = null;
      if (photos.length > 0) {
        await uploadPhotos(insertId, photos).catch((error: unknown) => {
          photosFailed = error;
        });
      }
      return { issueId: insertId, photosFailed };
    },
    // Meta silent: the form shows the problem itself next to the fields.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
