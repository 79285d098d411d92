// PUT account/notification-preferences (decision 096): the whole set of choices; answers what is
// stored, which becomes the cached answer.
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@portal/contract/notification-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

export function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiSend(
    'PUT',
    'account/notification-preferences',
    preferences,
    notificationPreferencesSchema,
    { auth: true },
  );
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    meta: { silent: true },
    onSuccess: (stored) => queryClient.setQueryData(queryKey, stored),
  });
}
