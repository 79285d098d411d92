// The log of webhook attempts (table integration_event_deliveries, decision 055): one row per
// attempt to post an event, with what came back. Goes with its event.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface DeliveryAttempt {
  tenantId: number;
  eventId: number;
  attemptedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
}

export async function recordDeliveryAttempt(
  db: Kysely<Database>,
  attempt: DeliveryAttempt,
): Promise<void> {
  await db
    .insertInto('integration_event_deliveries')
    .values({
      tenant_id: attempt.tenantId,
      event_id: attempt.eventId,
      attempted_at: attempt.attemptedAt,
      duration_ms: attempt.durationMs,
      status_code: attempt.statusCode,
      error: attempt.error,
      response_excerpt: attempt.responseExcerpt,
    })
    .execute();
}

/** An event's attempts, oldest first. */
export async function listDeliveryAttempts(
  db: Kysely<Database>,
  tenantId: number,
  eventId: number,
): Promise<DeliveryAttempt[]> {
  const rows = await db
    .selectFrom('integration_event_deliveries')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    eventId: row.event_id,
    attemptedAt: row.attempted_at,
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    error: row.error,
    responseExcerpt: row.response_excerpt,
  }));
}
