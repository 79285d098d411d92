// The notifications owed an e-mail (table notification_mail_queue, decision 096): queued in
// notify()'s transaction, turned into mails by the notification mail job. A sender claims an entry
// by deleting it in the transaction that queues its mail, so that of two instances only one
// mails it; a digest is further kept to one per customer and Brussels day by the unique key of
// notification_digests.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export async function queueNotificationMail(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  notificationId: number,
  digest: boolean,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('notification_mail_queue')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      notification_id: notificationId,
      digest,
      created_at: at.toISOString(),
    })
    .execute();
}

/** What a mail about a notification is made of. */
export interface QueuedNotification {
  entryId: number;
  tenantId: number;
  customerId: number;
  notificationId: number;
  key: string;
  action: string | null;
  params: string;
  createdAt: string;
}

function queued(db: Kysely<Database>) {
  return db
    .selectFrom('notification_mail_queue as q')
    .innerJoin('notifications as n', (join) =>
      join.onRef('n.tenant_id', '=', 'q.tenant_id').onRef('n.id', '=', 'q.notification_id'),
    )
    .select([
      'q.id as entryId',
      'q.tenant_id as tenantId',
      'q.customer_id as customerId',
      'q.notification_id as notificationId',
      'n.notification_key as key',
      'n.action_route as action',
      'n.params',
      'n.created_at as createdAt',
    ]);
}

/** The oldest entries for a mail of their own, of every tenant. */
export async function listSingleEntries(
  db: Kysely<Database>,
  limit: number,
): Promise<QueuedNotification[]> {
  return queued(db).where('q.digest', '=', false).orderBy('q.id').limit(limit).execute();
}

/** The customers with digest entries queued before `before`, of every tenant. */
export async function listDigestCustomers(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<CustomerOwner[]> {
  return db
    .selectFrom('notification_mail_queue')
    .select(['tenant_id as tenantId', 'customer_id as customerId'])
    .where('digest', '=', true)
    .where('created_at', '<', before)
    .groupBy(['tenant_id', 'customer_id'])
    .orderBy('tenant_id')
    .orderBy('customer_id')
    .limit(limit)
    .execute();
}

export async function listDigestEntries(
  db: Kysely<Database>,
  owner: CustomerOwner,
  before: string,
): Promise<QueuedNotification[]> {
  return queued(db)
    .where('q.digest', '=', true)
    .where('q.tenant_id', '=', owner.tenantId)
    .where('q.customer_id', '=', owner.customerId)
    .where('q.created_at', '<', before)
    .orderBy('q.id')
    .execute();
}

/** Deletes the entries; how many this transaction deleted (fewer: another sender took some). */
export async function claimEntries(
  trx: Kysely<Database>,
  entryIds: readonly number[],
): Promise<number> {
  if (entryIds.length === 0) return 0;
  const result = await trx
    .deleteFrom('notification_mail_queue')
    .where('id', 'in', [...entryIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records the customer's digest of `day`; false when one is recorded already (another instance,
 * or an earlier run). */
export async function recordDigest(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  digest: { day: string; entries: number; at: Date },
): Promise<boolean> {
  const result = await trx
    .insertInto('notification_digests')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      day: digest.day,
      entries: digest.entries,
      created_at: digest.at.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'customer_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The customer's address, name and language, and their tenant's, for a notification mail. */
export async function findMailRecipient(db: Kysely<Database>, owner: CustomerOwner) {
  return db
    .selectFrom('customers as c')
    .innerJoin('tenants as t', 't.id', 'c.tenant_id')
    .select(['c.email', 'c.first_name as firstName', 'c.language_code as language', 't.subdomain'])
    .where('c.tenant_id', '=', owner.tenantId)
    .where('c.id', '=', owner.customerId)
    .executeTakeFirst();
}
