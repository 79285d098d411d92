// A customer's notifications (spec §3, §7), newest first: listed, written (in the transaction of
// the change they tell of), marked seen and removed, always within the owner's own rows.
import type { Notification, NotificationKey } from '@portal/contract/notifications';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

function paramsOf(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

export async function listNotifications(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'notification_key', 'action_route', 'params', 'seen_at', 'created_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    notificationId: row.notification_key,
    action: row.action_route,
    params: paramsOf(row.params),
    seen: row.seen_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export interface NewNotification {
  key: NotificationKey;
  /** The named route (spec §2) the notification opens, or null. */
  action: string | null;
  params: Record<string, unknown>;
  at: Date;
}

/** Writes one notification; called inside the transaction of the change it tells of. */
export async function insertNotification(
  db: Kysely<Database>,
  owner: CustomerOwner,
  notification: NewNotification,
): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      notification_key: notification.key,
      action_route: notification.action,
      params: JSON.stringify(notification.params),
      created_at: notification.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the owner's notifications among `ids` as seen at `at` (those not yet seen); how many.
 * Ids of another customer's notifications are not touched. */
export async function markNotificationsSeen(
  db: Kysely<Database>,
  owner: CustomerOwner,
  ids: readonly number[],
  at: Date,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ seen_at: at.toISOString() })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', 'in', [...ids])
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the notification is the owner's. */
export async function ownsNotification(
  db: Kysely<Database>,
  owner: CustomerOwner,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the owner's notifications: the one with `id`, or all of them; how many. Their
 * undelivered pushes go with them (push_outbox cascades). */
export async function deleteNotifications(
  db: Kysely<Database>,
  owner: CustomerOwner,
  which: { id: number } | 'all',
): Promise<number> {
  let query = db
    .deleteFrom('notifications')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId);
  if (which !== 'all') query = query.where('id', '=', which.id);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the customer already has a notification of this key written at this moment. */
export async function hasNotificationAt(
  db: Kysely<Database>,
  owner: CustomerOwner,
  key: NotificationKey,
  at: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('notification_key', '=', key)
    .where('created_at', '=', at.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
