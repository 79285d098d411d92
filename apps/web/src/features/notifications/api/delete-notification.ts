// DELETE notifications/{id} (spec §7): removes one notification.
import { notificationsChangedSchema } from '@portal/contract/notification-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { cachedListChange, removed } from './notification-cache';

export function deleteNotification(id: number) {
  return apiSend('DELETE', `notifications/${id}`, undefined, notificationsChangedSchema, {
    auth: true,
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    ...cachedListChange(queryClient, (id: number) => removed([id])),
  });
}
