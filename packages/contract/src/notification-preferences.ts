// What the customer chooses about their notifications: per kind, whether it also comes as a push
// and as an e-mail (in the portal it always shows); quiet hours for pushes (Brussels time); and
// one daily e-mail digest instead of a mail per notification. GET and PUT
// account/notification-preferences, and the integration API's read of a customer's choices.
import { z } from 'zod/mini';
import type { NotificationKey } from './notifications.ts';

/** The kinds a customer chooses by, each a group of notification keys. */
export const NotificationKind = [
  'installationSteps',
  'documentsToSign',
  'invoices',
  'ticketsAndRepairs',
  'monitoring',
  'energyPlan',
  'loyalty',
] as const;
export type NotificationKind = (typeof NotificationKind)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return NotificationKind.some((kind) => kind === value);
}

/** The kind of each key; a key named like a kind (energyPlan) is of that kind. */
const kindOfKey: Readonly<Partial<Record<NotificationKey, NotificationKind>>> = {
  offerAvailable: 'documentsToSign',
  orderToSign: 'documentsToSign',
  prepaymentInvoiceAvailable: 'invoices',
  invoiceAvailable: 'invoices',
  deliveryPlanned: 'installationSteps',
  deliveryMoved: 'installationSteps',
  inspectionPlanned: 'installationSteps',
  inspectionApproved: 'installationSteps',
  inspectionRejected: 'installationSteps',
  gridOperatorStep: 'installationSteps',
  supportReply: 'ticketsAndRepairs',
  supportStatusChanged: 'ticketsAndRepairs',
  repairUpdate: 'ticketsAndRepairs',
  surveyRequest: 'installationSteps',
  loyaltyVoucherEarned: 'loyalty',
  loyaltyVoucherGranted: 'loyalty',
  loyaltyVoucherRedeemed: 'loyalty',
  balancingEarningsPaid: 'monitoring',
  capacityPeakSet: 'monitoring',
  energyPlanSaving: 'energyPlan',
};

/** The kind a notification key belongs to, or undefined for a key without one (a bug a test
 * catches: every key has a kind). */
export function notificationKindOf(key: NotificationKey): NotificationKind | undefined {
  return kindOfKey[key] ?? (isNotificationKind(key) ? key : undefined);
}

export const channelChoiceSchema = z.strictObject({ push: z.boolean(), email: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

/** "HH:MM", 00:00 to 23:59 (domain/quiet-hours.ts reads it). */
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day as HH:MM.'));

export const quietHoursSchema = z.strictObject({ from: timeOfDay, until: timeOfDay });

export const notificationPreferencesSchema = z.strictObject({
  kinds: z.strictObject({
    installationSteps: channelChoiceSchema,
    documentsToSign: channelChoiceSchema,
    invoices: channelChoiceSchema,
    ticketsAndRepairs: channelChoiceSchema,
    monitoring: channelChoiceSchema,
    energyPlan: channelChoiceSchema,
    loyalty: channelChoiceSchema,
  }),
  /** No push between these Brussels times; null: pushes at any hour. */
  quietHours: z.nullable(quietHoursSchema),
  /** E-mails of the day gathered in one mail each morning instead of one mail each. */
  emailDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a customer has before choosing: everything by push and e-mail, at any hour, one by one. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const both = () => ({ push: true, email: true });
  return {
    kinds: {
      installationSteps: both(),
      documentsToSign: both(),
      invoices: both(),
      ticketsAndRepairs: both(),
      monitoring: both(),
      energyPlan: both(),
      loyalty: both(),
    },
    quietHours: null,
    emailDigest: false,
  };
}

/** The answer of the one-click unsubscribe (POST unsubscribe): the kind whose e-mails stop. */
export const unsubscribedSchema = z.object({
  /** The kind, or `all` for the daily digest's link. */
  kind: z.enum([...NotificationKind, 'all']),
  email: z.boolean(),
});
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
