// The push outbox (table push_outbox, decision 037): one row per notification and subscription,
// queued in notify()'s transaction. Senders take due rows like the mail outbox's (decision 024):
// taking one moves its next attempt past the sender's deadline first, so two senders (two
// instances) never send the same push at once. A row goes when its push was taken, given up, or
// with its subscription or notification.
import type { Kysely } from 'kysely';
import { type Backlog, backlogOf } from '../../platform/db/backlog.ts';
import type { Database } from '../../platform/db/schema.ts';

/** A taken push with what its message is made of. */
export interface TakenPush {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: string;
  tenantId: number;
  subscription: { id: number; endpoint: string; p256dh: string; auth: string };
  notification: { id: number; key: string; action: string | null; params: string };
  customerLanguage: string;
  /** The tenant's portal configuration as stored (JSON): its texts and logo. */
  portalConfig: string;
}

interface Taking {
  now: string;
  heldUntil: string;
}

/** Takes up to `limit` pushes due at `now`, of every tenant, holding each until `heldUntil`. */
export async function takeDuePushes(
  db: Kysely<Database>,
  taking: Taking,
  limit: number,
): Promise<TakenPush[]> {
  const due = await db
    .selectFrom('push_outbox')
    .select(['id', 'attempts', 'next_attempt_at'])
    .where('next_attempt_at', '<=', taking.now)
    .orderBy('id')
    .limit(limit)
    .execute();
  const taken: TakenPush[] = [];
  for (const row of due) {
    const held = await db
      .updateTable('push_outbox')
      .set({ next_attempt_at: taking.heldUntil, attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) continue;
    const push = await readPush(db, row.id);
    if (push) taken.push(push);
  }
  return taken;
}

async function readPush(db: Kysely<Database>, id: number): Promise<TakenPush | undefined> {
  const row = await db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', (join) =>
      join.onRef('s.tenant_id', '=', 'o.tenant_id').onRef('s.id', '=', 'o.subscription_id'),
    )
    .innerJoin('notifications as n', (join) =>
      join.onRef('n.tenant_id', '=', 'o.tenant_id').onRef('n.id', '=', 'o.notification_id'),
    )
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'n.tenant_id').onRef('c.id', '=', 'n.customer_id'),
    )
    .innerJoin('tenants as t', 't.id', 'o.tenant_id')
    .select([
      'o.id',
      'o.attempts',
      'o.created_at',
      'o.tenant_id',
      's.id as subscription_id',
      's.endpoint',
      's.p256dh',
      's.auth',
      'n.id as notification_id',
      'n.notification_key',
      'n.action_route',
      'n.params',
      'c.language_code',
      't.portal_config',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    attempts: row.attempts,
    createdAt: row.created_at,
    tenantId: row.tenant_id,
    subscription: {
      id: row.subscription_id,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
    },
    notification: {
      id: row.notification_id,
      key: row.notification_key,
      action: row.action_route,
      params: row.params,
    },
    customerLanguage: row.language_code,
    portalConfig: row.portal_config,
  };
}

/** The push is done with: delivered, or given up. */
export async function deletePush(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute();
}

export async function postponePush(
  db: Kysely<Database>,
  id: number,
  retry: { at: string; error: string },
): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set({ next_attempt_at: retry.at, last_error: retry.error })
    .where('id', '=', id)
    .execute();
}

/** The pushes not sent yet (a sent one is deleted), of every tenant. */
export async function pushBacklog(db: Kysely<Database>): Promise<Backlog> {
  const row = await db
    .selectFrom('push_outbox')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .executeTakeFirst();
  return backlogOf(row);
}
