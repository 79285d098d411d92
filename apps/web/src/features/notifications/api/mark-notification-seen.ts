// POST notifications/{id}/seen (spec §7): opening a notification marks it seen. Bookkeeping the
// customer did not ask for, so a failure stays silent (the list is refetched either way).
import { notificationsChangedSchema } from '@portal/contract/notification-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { cachedListChange, markedSeen } from './notification-cache';

export function markNotificationSeen(id: number) {
  return apiSend('POST', `notifications/${id}/seen`, {}, notificationsChangedSchema, {
    auth: true,
  });
}

export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationSeen,
    meta: { silent: true },
    ...cachedListChange(queryClient, (id: number) => markedSeen([id])),
  });
}
