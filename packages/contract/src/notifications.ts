// GET notifications (spec §7): the signed-in customer's notifications, newest first. The client
// translates `notificationId` (what happened) and opens the named route `action`.
import { z } from 'zod/mini';
import { recordId } from './record-id.ts';

/**
 * What a notification says happened (`notificationId` on the wire); the client words it per
 * language (tenant texts may override). Created by the services, in the transaction of the change
 * (services/notifications/notify.ts).
 */
export const NotificationKey = [
  'offerAvailable',
  'orderToSign',
  'prepaymentInvoiceAvailable',
  'invoiceAvailable',
  'deliveryPlanned',
  'deliveryMoved',
  'inspectionPlanned',
  'inspectionApproved',
  'inspectionRejected',
  'gridOperatorStep',
  'supportReply',
  'supportStatusChanged',
  'repairUpdate',
  'surveyRequest',
  'loyaltyVoucherEarned',
  'balancingEarningsPaid',
] as const;
export type NotificationKey = (typeof NotificationKey)[number];

/** Whether a stored key is one this version has words for. */
export function isNotificationKey(key: string): key is NotificationKey {
  return NotificationKey.some((known) => known === key);
}

export const notificationSchema = z.object({
  id: z.int(),
  notificationId: z.string(),
  action: z.nullable(z.string()),
  params: z.record(z.string(), z.unknown()),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The most notifications one `POST notifications/seen` marks: a page of them, with room. */
export const MAX_NOTIFICATIONS_PER_CALL = 500;

/** `POST notifications/seen`: the ids to mark as seen (spec §7 "ids for the bulk call"). Ids
 * that are not the customer's are ignored: they change nothing and tell nothing. */
export const notificationsSeenSchema = z.strictObject({
  ids: z.array(recordId).check(z.minLength(1), z.maxLength(MAX_NOTIFICATIONS_PER_CALL)),
});
export type NotificationsSeen = z.infer<typeof notificationsSeenSchema>;

/** The answer of the seen and delete calls ("result not shown"): how many notifications changed
 * (marked seen now, or removed). */
export const notificationsChangedSchema = z.object({ count: z.int() });
export type NotificationsChanged = z.infer<typeof notificationsChangedSchema>;
