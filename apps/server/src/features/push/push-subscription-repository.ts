// Customers' web-push subscriptions (spec §7 POST customers/registerSubscription): one row per
// browser, known by its endpoint, in one tenant. A notification is queued for each of the customer's
// subscriptions in the transaction that writes it (enqueuePushes); a subscription the push
// service calls gone is deleted, and its queued pushes with it.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/**
 * Stores the browser's subscription for the owner; false when another tenant holds the endpoint
 * (nothing is written then). The same endpoint again within the tenant (the browser subscribed
 * anew, or another customer signed in on it) updates that row: its keys and its owner are the
 * latest, so a browser never gets another customer's pushes. A row never moves to another tenant
 * (decision 069).
 */
export async function saveSubscription(
  db: Kysely<Database>,
  owner: CustomerOwner,
  subscription: NewPushSubscription,
  now: Date,
): Promise<boolean> {
  const values = {
    customer_id: owner.customerId,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    user_agent: subscription.userAgent,
  };
  const result = await db
    .insertInto('push_subscriptions')
    .values({
      ...values,
      tenant_id: owner.tenantId,
      endpoint: subscription.endpoint,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .column('endpoint')
        .doUpdateSet(values)
        .where('push_subscriptions.tenant_id', '=', owner.tenantId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Ends the owner's subscription of this endpoint, if there is one; its queued pushes go with it
 * (cascade). Another customer's row of the endpoint is left alone. */
export async function deleteOwnSubscription(
  db: Kysely<Database>,
  owner: CustomerOwner,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('endpoint', '=', endpoint)
    .execute();
}

export async function deleteSubscription(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSubscriptionDelivered(
  db: Kysely<Database>,
  id: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Queues the notification for every subscription of its customer (in notify()'s transaction),
 * due at `notBefore` (the end of the customer's quiet hours) or at once; how many were queued. */
export async function enqueuePushes(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  notificationId: number,
  at: Date,
  notBefore: Date = at,
): Promise<number> {
  const now = at.toISOString();
  const due = notBefore.toISOString();
  const result = await trx
    .insertInto('push_outbox')
    .columns(['tenant_id', 'notification_id', 'subscription_id', 'created_at', 'next_attempt_at'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select((s) => [
          // Cast: PostgreSQL types a bare parameter in a select list as text.
          s.cast<number>(s.val(owner.tenantId), 'integer').as('tenant_id'),
          s.cast<number>(s.val(notificationId), 'integer').as('notification_id'),
          'push_subscriptions.id',
          s.val(now).as('created_at'),
          s.val(due).as('next_attempt_at'),
        ])
        .where('push_subscriptions.tenant_id', '=', owner.tenantId)
        .where('push_subscriptions.customer_id', '=', owner.customerId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
