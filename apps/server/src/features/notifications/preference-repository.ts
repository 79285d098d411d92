// The customer's notification choices (decision 096): a row per kind they changed, and a row of
// settings (quiet hours, daily digest). Missing rows are the defaults, so a customer who never
// chose has no rows.
import {
  defaultNotificationPreferences,
  isNotificationKind,
  type NotificationKind,
  type NotificationPreferences,
} from '@portal/contract/notification-preferences';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export async function readPreferences(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<NotificationPreferences> {
  const preferences = defaultNotificationPreferences();
  const kinds = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'push', 'email'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .execute();
  for (const row of kinds) {
    if (!isNotificationKind(row.kind)) continue;
    preferences.kinds[row.kind] = { push: toBoolean(row.push), email: toBoolean(row.email) };
  }
  const settings = await db
    .selectFrom('notification_settings')
    .select(['quiet_from', 'quiet_until', 'email_digest'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
  if (settings) {
    preferences.emailDigest = toBoolean(settings.email_digest);
    preferences.quietHours =
      settings.quiet_from !== null && settings.quiet_until !== null
        ? { from: settings.quiet_from, until: settings.quiet_until }
        : null;
  }
  return preferences;
}

/** Sets one kind's channels. */
export async function writeKindChoice(
  db: Kysely<Database>,
  owner: CustomerOwner,
  kind: NotificationKind,
  choice: { push: boolean; email: boolean },
  at: Date,
): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      kind,
      push: choice.push,
      email: choice.email,
      updated_at: at.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'customer_id', 'kind']).doUpdateSet({
        push: choice.push,
        email: choice.email,
        updated_at: at.toISOString(),
      }),
    )
    .execute();
}

export async function writeSettings(
  db: Kysely<Database>,
  owner: CustomerOwner,
  settings: Pick<NotificationPreferences, 'quietHours' | 'emailDigest'>,
  at: Date,
): Promise<void> {
  const values = {
    quiet_from: settings.quietHours?.from ?? null,
    quiet_until: settings.quietHours?.until ?? null,
    email_digest: settings.emailDigest,
    updated_at: at.toISOString(),
  };
  await db
    .insertInto('notification_settings')
    .values({ tenant_id: owner.tenantId, customer_id: owner.customerId, ...values })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'customer_id']).doUpdateSet(values))
    .execute();
}

/** The customer's language code, or undefined when the customer is not (or no longer) there:
 * deleted, or erased (their profile is kept anonymous, and takes no choice). */
export async function customerLanguage(
  db: Kysely<Database>,
  owner: CustomerOwner,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('language_code')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.customerId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return row?.language_code;
}
