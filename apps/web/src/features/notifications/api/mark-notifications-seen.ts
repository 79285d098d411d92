// POST notifications/seen with the ids (spec §7 "ids for the bulk call"): "mark all as seen"
// sends the ids of the unseen ones the customer sees.
import { notificationsChangedSchema } from '@portal/contract/notification-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { cachedListChange, markedSeen } from './notification-cache';

export function markNotificationsSeen(ids: readonly number[]) {
  return apiSend('POST', 'notifications/seen', { ids }, notificationsChangedSchema, {
    auth: true,
  });
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    ...cachedListChange(queryClient, (ids: readonly number[]) => markedSeen(ids)),
  });
}
