// For a feature that mails a notification in words of its own (the monthly earnings, with the
// amount and month laid out) instead of the notification mail: whether the customer takes that
// kind by e-mail, and the List-Unsubscribe value its mail carries (decision 096). notify() is told
// `ownMail` then, so that the customer gets that mail, not a second one.
import { notificationKindOf } from '@portal/contract/notification-preferences';
import type { NotificationKey } from '@portal/contract/notifications';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';
import { UNSUBSCRIBE_PATH } from './notification-mail-job.ts';
import { readPreferences } from './preference-repository.ts';
import { loadUnsubscribeSecret, signUnsubscribe } from './unsubscribe-token.ts';

/** The List-Unsubscribe value of the key's kind, when the customer takes it by e-mail. */
export async function ownMailUnsubscribe(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  key: NotificationKey,
  origin: string,
  now: Date,
): Promise<string | undefined> {
  const kind = notificationKindOf(key);
  if (!kind) throw new Error(`${key} has no notification kind`);
  const preferences = await readPreferences(trx, owner);
  if (!preferences.kinds[kind].email) return undefined;
  const secret = await loadUnsubscribeSecret(trx, now);
  const token = signUnsubscribe(secret, owner.tenantId, { customerId: owner.customerId, kind });
  return `<${origin}${UNSUBSCRIBE_PATH}?token=${token}>`;
}
