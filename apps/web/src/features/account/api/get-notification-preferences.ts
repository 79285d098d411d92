// GET account/notification-preferences (decision 096): the customer's choices per kind and
// channel, quiet hours and digest, for the account page.
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@portal/contract/notification-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys';

export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiGet('account/notification-preferences', notificationPreferencesSchema, {
    auth: true,
    signal,
  });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...accountKeys.all, 'notification-preferences'] as const,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    meta: { silent: true },
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
