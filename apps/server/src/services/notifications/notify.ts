// The one way a service tells a customer that something happened (issue 10 §3): a notification is
// written in the transaction of the change it tells of, so it exists exactly when the change does.
// Every service that creates one calls this with its open transaction; delivery beyond the
// notifications list (web push) hangs off this function, not off its callers.
import type { NotificationKey } from '@portal/contract/notifications';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertNotification } from '../../repositories/notification-repository.ts';
import type { CustomerOwner } from '../../scope/request-scope.ts';

export interface NotificationEvent {
  key: NotificationKey;
  /** The named route (spec §2) the notification opens: 'installations', 'support', … */
  action: string | null;
  /** Values the text shows ({ amount: 100 }) or the route needs ({ issueId: 3 }). */
  params?: Record<string, unknown>;
}

export async function notify(
  transaction: Kysely<Database>,
  owner: CustomerOwner,
  event: NotificationEvent,
  at: Date,
): Promise<number> {
  return insertNotification(transaction, owner, {
    key: event.key,
    action: event.action,
    params: event.params ?? {},
    at,
  });
}
