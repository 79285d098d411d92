// A reply on a ticket: POST issues/{id}/emails/sendMessage with the text, or, with photos,
// POST issues/{id}/file carrying the text along (one message, one mail to the company).
import { ticketMessageSchema } from '@portal/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';
import { uploadPhotos } from './upload-photos';

export function sendMessage(issueId: number, message: string) {
  return apiSend('POST', `issues/${issueId}/emails/sendMessage`, { message }, ticketMessageSchema, {
    auth: true,
  });
}

export function useSendReply(issueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, photos }: { message: string; photos: readonly File[] }) => {
      if (photos.length > 0) await uploadPhotos(issueId, photos, { message });
      else await sendMessage(issueId, message);
    },
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
