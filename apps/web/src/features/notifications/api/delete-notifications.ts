// DELETE notifications (spec §7): removes every notification of the customer (after the page's
// confirmation).
import { notificationsChangedSchema } from '@portal/contract/notification-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { cachedListChange, removed } from './notification-cache';

export function deleteNotifications() {
  return apiSend('DELETE', 'notifications', undefined, notificationsChangedSchema, { auth: true });
}

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    ...cachedListChange(queryClient, () => removed('all')),
  });
}
