// The set-up the back-office change tests share (features/integration/changes), applied as the
// integration syncs apply them, on one dialect: the demo database, Jan (with a push subscription)
// and Marie, a change applied in a transaction of its own with its notice, and look-ups of what it
// told. Registers its own beforeAll/afterAll in the describe block it is called in.
import { notificationPath } from '@portal/contract/notification-routes';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { applyChange, type Change } from '../src/features/integration/changes/customer-change.ts';
import { saveSubscription } from '../src/features/push/push-subscription-repository.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';
import type { TestDatabase } from './databases.ts';
import {
  type CustomerScope,
  createDemoDatabase,
  customerScope,
  seededAt,
} from './demo-database.ts';

export interface BackOfficeState {
  db: Kysely<Database>;
  jan: CustomerScope;
  marie: CustomerScope;
}

export function useBackOfficeChanges(dialect: Dialect) {
  let database: TestDatabase;
  let state: BackOfficeState | undefined;
  const now = new Date(seededAt.getTime() + 3_600_000);

  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
    const db = database.handle.db;
    const jan = await customerScope(db, 'demo', 'jan.peeters@example.be');
    const marie = await customerScope(db, 'demo', 'marie.claes@example.be');
    await saveSubscription(
      db,
      jan,
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/jan',
        p256dh: 'B',
        auth: 'a',
        userAgent: null,
      },
      now,
    );
    state = { db, jan, marie };
  });
  afterAll(() => database.drop());

  const ready = (): BackOfficeState => {
    if (!state) throw new Error('the back-office changes are used outside a test');
    return state;
  };

  /** A change as an integration sync applies it: in a transaction of its own, with its notice. */
  const apply = <T>(owner: CustomerScope, change: Change<T>) =>
    ready()
      .db.transaction()
      .execute((trx) => applyChange(trx, owner, change, now));

  /** The newest notification of the customer, with its path, and the pushes queued for it. */
  async function latestNotification(owner: CustomerScope) {
    const { db } = ready();
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('customer_id', '=', owner.customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const params = JSON.parse(row.params);
    const pushes = await db
      .selectFrom('push_outbox')
      .select('id')
      .where('notification_id', '=', row.id)
      .execute();
    return {
      id: row.id,
      key: row.notification_key,
      path: notificationPath(row.action_route, params),
      params,
      pushes: pushes.length,
      at: row.created_at,
    };
  }
  const count = async (owner: CustomerScope) =>
    (
      await ready()
        .db.selectFrom('notifications')
        .select('id')
        .where('customer_id', '=', owner.customerId)
        .execute()
    ).length;
  const firstOf = async (
    table: 'offers' | 'orders' | 'deliveries' | 'inspections' | 'installations' | 'repairs',
    owner: CustomerScope,
  ) =>
    (
      await ready()
        .db.selectFrom(table)
        .select('id')
        .where('customer_id', '=', owner.customerId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  return { now, ready, apply, latestNotification, count, firstOf };
}
