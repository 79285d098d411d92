// GET notifications (spec §7): the signed-in customer's notifications. Used by the navigation for
// the unseen-notifications dot; the notifications page arrives with its own issue. Silent on
// failure: a missing badge must not interrupt the page with an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export const notificationSchema = z.object({
  id: z.number(),
  seen: z.boolean(),
  /** The route name the notification leads to. */
  action: z.optional(z.nullable(z.string())),
  notificationId: z.optional(z.union([z.number(), z.string()])),
});
export type Notification = z.infer<typeof notificationSchema>;

export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiGet('notifications', z.array(notificationSchema), { auth: true, signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => getNotifications(signal),
    meta: { silent: true },
    retry: false,
  });

export function useHasUnseenNotifications(signedIn: boolean): boolean {
  const { data } = useQuery({ ...notificationsQueryOptions(), enabled: signedIn });
  return data?.some((notification) => !notification.seen) ?? false;
}
