// The integration events' outbox (table integration_events, decision 055): written in the
// transaction of the customer's change, read by the cursor, taken by the webhook dispatchers.
// A dispatcher takes only the first owed event of each entity (an earlier one still pending holds
// the later ones back: in order per entity), and takes it by moving its next attempt past its own
// deadline: on PostgreSQL under FOR UPDATE SKIP LOCKED, so two dispatchers never take the same
// event; on SQLite the one writer does the same, and the update is conditional besides.
import { type Kysely, sql } from 'kysely';
import { type Backlog, backlogOf } from '../../platform/db/backlog.ts';
import { dialectOf } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';

/** An event as stored. */
export interface IntegrationEventRecord {
  id: number;
  tenantId: number;
  type: string;
  entity: { kind: string; id: number; externalId: string | null };
  occurredAt: string;
  /** The data, as JSON text. */
  payload: string;
  /** The request that recorded it, if a request did. */
  requestId: string | null;
}

/** A taken event: its record and where its delivery stands. */
export interface TakenEvent extends IntegrationEventRecord {
  /** Attempts so far, this one included. */
  attempts: number;
  firstAttemptAt: string;
}

export interface NewIntegrationEvent {
  tenantId: number;
  type: string;
  entity: { kind: string; id: number; externalId: string | null };
  occurredAt: string;
  payload: string;
  requestId: string | null;
}

/** The table of each entity kind that the back office writes with its own ids (migration 0017);
 * tickets and referrals start in the portal, so they have none. */
const externalIdTables = {
  offer: 'offers',
  order: 'orders',
  delivery: 'deliveries',
  gridOperatorRequest: 'grid_operator_requests',
  customer: 'customers',
} as const;

/** The back office's own id of the entity, when it gave one. */
export async function externalIdOf(
  db: Kysely<Database>,
  tenantId: number,
  entity: { kind: string; id: number },
): Promise<string | null> {
  if (!(entity.kind in externalIdTables)) return null;
  const table = externalIdTables[entity.kind as keyof typeof externalIdTables];
  const row = await db
    .selectFrom(table)
    .select('external_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entity.id)
    .executeTakeFirst();
  return row?.external_id ?? null;
}

/** Arbitrary, fixed: the namespace of the per-tenant advisory lock below. */
const EVENT_SEQUENCE_LOCK = 12_055;

/**
 * Inserts the event; owed to the webhook when the tenant has one, else for the cursor only.
 * On PostgreSQL it first takes the tenant's event lock for the rest of the transaction, so that a
 * tenant's event ids commit in the order they were given: a cursor reader that saw id n never
 * later finds a committed id below n. (SQLite has one writer: that holds already.)
 */
export async function insertIntegrationEvent(
  trx: Kysely<Database>,
  event: NewIntegrationEvent,
): Promise<number> {
  if (dialectOf(trx) === 'postgres') {
    await sql`select pg_advisory_xact_lock(${EVENT_SEQUENCE_LOCK}, ${event.tenantId})`.execute(trx);
  }
  const tenant = await trx
    .selectFrom('tenants')
    .select('webhook_url')
    .where('id', '=', event.tenantId)
    .executeTakeFirstOrThrow();
  const owed = tenant.webhook_url !== null;
  const row = await trx
    .insertInto('integration_events')
    .values({
      tenant_id: event.tenantId,
      event_type: event.type,
      entity_kind: event.entity.kind,
      entity_id: event.entity.id,
      entity_external_id: event.entity.externalId,
      occurred_at: event.occurredAt,
      payload: event.payload,
      request_id: event.requestId,
      delivery_state: owed ? 'pending' : 'none',
      next_attempt_at: owed ? event.occurredAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const recordColumns = [
  'id',
  'tenant_id',
  'event_type',
  'entity_kind',
  'entity_id',
  'entity_external_id',
  'occurred_at',
  'payload',
  'request_id',
] as const;

interface RecordRow {
  id: number;
  tenant_id: number;
  event_type: string;
  entity_kind: string;
  entity_id: number;
  entity_external_id: string | null;
  occurred_at: string;
  payload: string;
  request_id: string | null;
}

function toRecord(row: RecordRow): IntegrationEventRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    type: row.event_type,
    entity: { kind: row.entity_kind, id: row.entity_id, externalId: row.entity_external_id },
    occurredAt: row.occurred_at,
    payload: row.payload,
    requestId: row.request_id,
  };
}

/** The tenant's events after `after`, in id order, at most `limit`. */
export async function listTenantEvents(
  db: Kysely<Database>,
  tenantId: number,
  after: number,
  limit: number,
): Promise<IntegrationEventRecord[]> {
  const rows = await db
    .selectFrom('integration_events')
    .select(recordColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

interface Taking {
  now: string;
  /** Until when a taken event is this dispatcher's: past it, another may take it again. */
  heldUntil: string;
}

/**
 * Takes up to `limit` due events of every tenant, each the first still owed of its entity, and
 * holds them until `heldUntil`. One short transaction; the sending happens after it.
 */
export async function takeDueEvents(
  db: Kysely<Database>,
  taking: Taking,
  limit: number,
): Promise<TakenEvent[]> {
  const postgres = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('integration_events as e')
      .select(['e.id', 'e.attempts', 'e.next_attempt_at'])
      .where('e.delivery_state', '=', 'pending')
      .where('e.next_attempt_at', '<=', taking.now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('integration_events as earlier')
              .select('earlier.id')
              .whereRef('earlier.tenant_id', '=', 'e.tenant_id')
              .whereRef('earlier.entity_kind', '=', 'e.entity_kind')
              .whereRef('earlier.entity_id', '=', 'e.entity_id')
              .whereRef('earlier.id', '<', 'e.id')
              .where('earlier.delivery_state', '=', 'pending'),
          ),
        ),
      )
      .orderBy('e.id')
      .limit(limit)
      .$if(postgres, (query) => query.forUpdate().skipLocked())
      .execute();
    const taken: TakenEvent[] = [];
    for (const row of due) {
      const held = await trx
        .updateTable('integration_events')
        .set((eb) => ({
          next_attempt_at: taking.heldUntil,
          attempts: row.attempts + 1,
          first_attempt_at: eb.fn.coalesce('first_attempt_at', eb.val(taking.now)),
        }))
        .where('id', '=', row.id)
        .where('delivery_state', '=', 'pending')
        .where('attempts', '=', row.attempts)
        .returning([...recordColumns, 'attempts', 'first_attempt_at'])
        .executeTakeFirst();
      if (!held) continue;
      taken.push({
        ...toRecord(held),
        attempts: held.attempts,
        firstAttemptAt: held.first_attempt_at ?? taking.now,
      });
    }
    return taken;
  });
}

export async function markEventDelivered(
  db: Kysely<Database>,
  id: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('integration_events')
    .set({ delivery_state: 'delivered', delivered_at: at, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function postponeEvent(
  db: Kysely<Database>,
  id: number,
  retry: { at: string; error: string },
): Promise<void> {
  await db
    .updateTable('integration_events')
    .set({ next_attempt_at: retry.at, last_error: retry.error })
    .where('id', '=', id)
    .execute();
}

/** Given up (three days of attempts), or no webhook any more ('none'): no longer owed. */
export async function settleUndelivered(
  db: Kysely<Database>,
  id: number,
  outcome: { state: 'failed' | 'none'; error: string | null },
): Promise<void> {
  await db
    .updateTable('integration_events')
    .set({ delivery_state: outcome.state, next_attempt_at: null, last_error: outcome.error })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes up to `limit` events, of every tenant, that occurred before `before` and are no longer
 * owed to a webhook (delivered, failed or cursor-only; a pending one is kept however old: a
 * replay made it owed again). Their delivery log goes with them (the foreign key cascades). One
 * statement, so one short transaction; the oldest first. Resolves with how many were deleted.
 */
export async function deleteSettledEventsBefore(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('integration_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('integration_events')
        .select('id')
        .where('occurred_at', '<', before)
        .where('delivery_state', '<>', 'pending')
        .orderBy('occurred_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Which of a tenant's events to send again. */
export type ReplaySelection = { from: number } | { event: number } | { failed: true };

/** Owes the selected events to the webhook again, due now, as if never tried. */
export async function owePastEvents(
  db: Kysely<Database>,
  tenantId: number,
  selection: ReplaySelection,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('integration_events')
    .set({
      delivery_state: 'pending',
      attempts: 0,
      first_attempt_at: null,
      next_attempt_at: now,
      delivered_at: null,
      last_error: null,
    })
    .where('tenant_id', '=', tenantId)
    .$if('from' in selection, (query) =>
      query.where('id', '>=', 'from' in selection ? selection.from : 0),
    )
    .$if('event' in selection, (query) =>
      query.where('id', '=', 'event' in selection ? selection.event : 0),
    )
    .$if('failed' in selection, (query) => query.where('delivery_state', '=', 'failed'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Where an event's delivery stands (for the operator and the tests). */
export async function findEventDelivery(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<
  | { state: string; attempts: number; nextAttemptAt: string | null; lastError: string | null }
  | undefined
> {
  const row = await db
    .selectFrom('integration_events')
    .select(['delivery_state', 'attempts', 'next_attempt_at', 'last_error'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      state: row.delivery_state,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
    }
  );
}

/** How many of a tenant's events are in each delivery state. */
export async function countEventsByState(
  db: Kysely<Database>,
  tenantId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('integration_events')
    .select((eb) => ['delivery_state', eb.fn.countAll<number | string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('delivery_state')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.delivery_state, Number(row.n)]));
}

/** The events still owed to a webhook, of every tenant. */
export async function webhookBacklog(db: Kysely<Database>): Promise<Backlog> {
  const row = await db
    .selectFrom('integration_events')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn.min('occurred_at').as('oldest'),
    ])
    .where('delivery_state', '=', 'pending')
    .executeTakeFirst();
  return backlogOf(row);
}
