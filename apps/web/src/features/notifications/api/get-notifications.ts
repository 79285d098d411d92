// GET notifications (spec §7): the signed-in customer's notifications, newest first. Read by the
// navigation for the unseen-notifications dot (silent on failure: a missing badge must not
// interrupt the page) and by the notifications page (which shows a failure with a retry). The
// seen and delete calls update this list at once and refetch it, so the dot follows.
import type { Notification } from '@portal/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export type { Notification };

/**
 * The contract's notification schema, written here again on purpose: the app shell reads this
 * list for its dot, and importing the contract's module would put its key list (used by the lazy
 * notifications page) into the first page's chunk. The type keeps the two the same.
 */
const notificationListSchema: z.ZodMiniType<Notification[]> = z.array(
  z.object({
    id: z.int(),
    notificationId: z.string(),
    action: z.nullable(z.string()),
    params: z.record(z.string(), z.unknown()),
    seen: z.boolean(),
    createdAt: z.string(),
  }),
);

export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiGet('notifications', notificationListSchema, { auth: true, signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    meta: { silent: true },
    retry: false,
  });

export function useHasUnseenNotifications(signedIn: boolean): boolean {
  const { data } = useQuery({ ...notificationsQueryOptions(), enabled: signedIn });
  return data?.some((notification) => !notification.seen) ?? false;
}

/** The page's read: the same list and cache as the badge, retried once like any page's data. */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), retry: 1 });
}
