// GET notifications (spec §7): the signed-in customer's notifications, newest first. The client
// translates `notificationId` (what happened) and opens the named route `action`.
import { z } from 'zod/mini';

/**
 * What a notification says happened (`notificationId` on the wire); the client words it per
 * language (tenant texts may override). Created by the services, in the transaction of the change
 * (features/notifications/notify.ts).
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
  'loyaltyVoucherGranted',
  'loyaltyVoucherRedeemed',
  'balancingEarningsPaid',
  'capacityPeakSet',
  // The car's window alone, what the evening push said before energyPlanSaving (decision 101):
  // kept so that the notifications written then still read.
  'energyPlan',
  'energyPlanSaving',
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
