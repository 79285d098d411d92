// The one way a service tells a customer that something happened: a notification is
// written in the transaction of the change it tells of, so it exists exactly when the change does.
// Every service that creates one calls this with its open transaction; delivery beyond the
// notifications list hangs off this function, not off its callers: a web push is queued for each
// of the customer's subscriptions in the same transaction, and delivered after the commit by the
// push outbox (features/push/push-outbox.ts, decision 037), so a crash loses none; an e-mail is
// queued likewise for the notification mail job. Both follow the customer's choices for the
// notification's kind (decision 096): no push or no mail when turned off, a push in the quiet
// hours held until they end (or dropped when that is over twelve hours away), mails gathered in
// the daily digest when chosen. In the portal a notification always shows.
import { missingNotificationParams } from '@portal/contract/notification-placeholders';
import { notificationKindOf } from '@portal/contract/notification-preferences';
import type { NotificationKey } from '@portal/contract/notifications';
import { pushTiming } from '@portal/domain/quiet-hours';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';
import { enqueuePushes } from '../push/index.ts';
import { queueNotificationMail } from './mail-queue-repository.ts';
import { insertNotification } from './notification-repository.ts';
import { readPreferences } from './preference-repository.ts';

export interface NotificationEvent {
  key: NotificationKey;
  /** The route name (contract/notification-routes.ts) the notification opens: 'offer',
   * 'support', 'installations', … */
  action: string | null;
  /** Values the text shows ({ amount: 100 }, { date: '2026-12-01T08:00:00Z' }) or the route
   * needs ({ issueId: 3 }). */
  params?: Record<string, unknown>;
  /** The caller mails this notification in words of its own (own-mail.ts): no second mail. */
  ownMail?: true;
}

export async function notify(
  transaction: Kysely<Database>,
  owner: CustomerOwner,
  event: NotificationEvent,
  at: Date,
): Promise<number> {
  const params = event.params ?? {};
  const missing = missingNotificationParams(event.key, params);
  // A change that tells without the values its words show is a bug in the portal, not bad input.
  if (missing.length > 0) throw new Error(`${event.key} needs ${missing.join(', ')}`);
  const id = await insertNotification(transaction, owner, {
    key: event.key,
    action: event.action,
    params,
    at,
  });
  const kind = notificationKindOf(event.key);
  if (!kind) throw new Error(`${event.key} has no notification kind`);
  const preferences = await readPreferences(transaction, owner);
  const channels = preferences.kinds[kind];
  if (channels.push) {
    const timing = pushTiming(at, preferences.quietHours);
    if (timing.send !== 'never') {
      await enqueuePushes(transaction, owner, id, at, timing.send === 'later' ? timing.at : at);
    }
  }
  if (channels.email && !event.ownMail) {
    await queueNotificationMail(transaction, owner, id, preferences.emailDigest, at);
  }
  return id;
}
