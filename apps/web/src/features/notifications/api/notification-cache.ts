// How a seen or delete call changes the cached notification list before the server has answered
// (so the list and the navigation's dot follow the tap at once), and puts it back if the call
// fails; the list is refetched either way.
import type { Notification } from '@portal/contract/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../lib/query-keys';

export type ListChange = (list: Notification[]) => Notification[];

export async function changeCachedList(
  queryClient: QueryClient,
  change: ListChange,
): Promise<{ previous: Notification[] | undefined }> {
  const key = notificationKeys.list();
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Notification[]>(key);
  if (previous) queryClient.setQueryData(key, change(previous));
  return { previous };
}

export function restoreCachedList(
  queryClient: QueryClient,
  context: { previous: Notification[] | undefined } | undefined,
): void {
  if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
}

export function refetchNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** The change and refetch of one mutation: optimistic, undone on failure, refetched after. */
export function cachedListChange<Input>(
  queryClient: QueryClient,
  change: (input: Input) => ListChange,
) {
  return {
    onMutate: (input: Input) => changeCachedList(queryClient, change(input)),
    onError: (
      _error: unknown,
      _input: Input,
      context: { previous: Notification[] | undefined } | undefined,
    ) => restoreCachedList(queryClient, context),
    onSettled: () => refetchNotifications(queryClient),
  };
}

export const markedSeen =
  (ids: readonly number[]): ListChange =>
  (list) =>
    list.map((notification) =>
      ids.includes(notification.id) ? { ...notification, seen: true } : notification,
    );

export const removed =
  (ids: readonly number[] | 'all'): ListChange =>
  (list) =>
    ids === 'all' ? [] : list.filter((notification) => !ids.includes(notification.id));
