// The mail outbox (table mail_outbox, decision 024): a mail is inserted in the transaction of the
// change that causes it; senders take due mails, deliver them and mark them sent, or push their
// next attempt back. Taking a mail moves its next attempt past the sender's deadline first, so
// that two senders (two instances) never hand the same mail over at once. Sent mails are deleted
// once their retention is over.
import type { Kysely, Selectable } from 'kysely';
import { type Backlog, backlogOf } from '../db/backlog.ts';
import type { Database } from '../db/schema.ts';
import type { MailOutboxTable } from '../db/tables/crash-safety-tables.ts';
import { currentRequestId } from '../http/request-id.ts';

export interface QueuedMail {
  tenantId: number;
  purpose: string;
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  /** A notification mail's List-Unsubscribe header value. */
  listUnsubscribe?: string | null;
}

export interface TakenMail extends QueuedMail {
  id: number;
  /** The request that queued it, if a request did: its log lines and the mail's meet. */
  requestId: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** Queues the mail; its id, to deliver it at once after the commit. */
export async function enqueueMail(
  trx: Kysely<Database>,
  mail: QueuedMail,
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      tenant_id: mail.tenantId,
      purpose: mail.purpose,
      recipient: mail.to,
      from_name: mail.fromName,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      link: mail.link,
      created_at: now,
      next_attempt_at: now,
      request_id: currentRequestId() ?? null,
      ...(mail.listUnsubscribe && { list_unsubscribe: mail.listUnsubscribe }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Who takes mails due at `now`, holding each until `heldUntil` (its next attempt, should the
 * taker die) and counting it as an attempt. */
interface Taking {
  now: string;
  heldUntil: string;
}

/** Takes up to `limit` unsent mails due at `now`, of every tenant (a sender, like a sweep). */
export async function takeDueMails(
  db: Kysely<Database>,
  taking: Taking,
  limit: number,
): Promise<TakenMail[]> {
  const due = await dueMails(db, taking).orderBy('id').limit(limit).execute();
  const taken: TakenMail[] = [];
  for (const row of due) {
    const held = await hold(db, row, taking.heldUntil);
    if (held) taken.push(held);
  }
  return taken;
}

/** Takes one mail, if it is still unsent and due (another sender may have it already). */
export async function takeDueMail(
  db: Kysely<Database>,
  id: number,
  taking: Taking,
): Promise<TakenMail | undefined> {
  const row = await dueMails(db, taking).where('id', '=', id).executeTakeFirst();
  return row && hold(db, row, taking.heldUntil);
}

function dueMails(db: Kysely<Database>, { now }: Taking) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now);
}

type OutboxRow = Selectable<MailOutboxTable>;

/** Holds the row for this sender; undefined when another sender held or sent it meanwhile. */
async function hold(
  db: Kysely<Database>,
  row: OutboxRow,
  heldUntil: string,
): Promise<TakenMail | undefined> {
  const held = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: heldUntil, attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== 1) return undefined;
  return {
    id: row.id,
    attempts: row.attempts + 1,
    tenantId: row.tenant_id,
    purpose: row.purpose,
    to: row.recipient,
    fromName: row.from_name,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    link: row.link,
    requestId: row.request_id,
    listUnsubscribe: row.list_unsubscribe,
  };
}

export async function markMailSent(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function postponeMail(
  db: Kysely<Database>,
  id: number,
  retry: { at: string; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: retry.at, last_error: retry.error })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** Deletes the mails of every tenant sent before `before` (ISO 8601); how many. Unsent mails stay,
 * however old: they are still owed (decision 030). */
export async function deleteMailsSentBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('sent_at', 'is not', null)
    .where('sent_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the sent mails of a purpose at once, whatever their age: the mail confirming an
 * erased account holds the address the erasure took away (decision 098). How many. */
export async function deleteSentMailsOf(db: Kysely<Database>, purpose: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('purpose', '=', purpose)
    .where('sent_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The mails not sent yet, of every tenant. */
export async function mailBacklog(db: Kysely<Database>): Promise<Backlog> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return backlogOf(row);
}
