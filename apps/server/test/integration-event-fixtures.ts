// What the integration-event tests share: a bare tenant (no demo data), a sealer, a clock the
// test moves, and events recorded the way services record them (in a transaction of their own).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordIntegrationEvent } from '../src/features/integration-events/record-event.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { createRealmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';

export async function insertBareTenant(db: Kysely<Database>, subdomain: string): Promise<number> {
  const at = '2026-11-21T09:00:00.000Z';
  const row = await db
    .insertInto('tenants')
    .values({
      subdomain,
      name: subdomain,
      default_language: 'nl',
      portal_config: '{}',
      realm_name: subdomain,
      realm_client_id: 'portal',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function testSealer() {
  return createRealmKeyCipher(randomBytes(32));
}

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    set(at: Date) {
      now = at;
    },
  };
}

/** A customer's message on a ticket: the event of entity (ticket) `ticketId`. */
export function recordTicketMessage(
  db: Kysely<Database>,
  tenantId: number,
  ticketId: number,
  message: string,
  at: Date,
): Promise<number> {
  return db.transaction().execute((trx) =>
    recordIntegrationEvent(trx, {
      tenantId,
      type: 'ticket.message',
      entityId: ticketId,
      data: { customerId: 1, ticketId, messageId: 1, message, sentAt: at.toISOString() },
      at,
    }),
  );
}
