// A ticket's messages, the customer's and the company's (the caller has checked whose ticket it is).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { TicketMessageAuthor } from '../../platform/db/tables/support-tables.ts';

export interface TicketMessageRecord {
  id: number;
  author: TicketMessageAuthor;
  authorName: string | null;
  body: string;
  createdAt: string;
}

/** A ticket's messages, oldest first (the caller has checked whose ticket it is). */
export async function listMessages(
  db: Kysely<Database>,
  tenantId: number,
  ticketId: number,
): Promise<TicketMessageRecord[]> {
  const rows = await db
    .selectFrom('ticket_messages')
    .select(['id', 'author', 'author_name', 'body', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorName: row.author_name,
    body: row.body,
    createdAt: row.created_at,
  }));
}

export async function insertMessage(
  trx: Kysely<Database>,
  tenantId: number,
  message: {
    ticketId: number;
    author: TicketMessageAuthor;
    authorName: string | null;
    body: string;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('ticket_messages')
    .values({
      tenant_id: tenantId,
      ticket_id: message.ticketId,
      author: message.author,
      author_name: message.authorName,
      body: message.body,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
