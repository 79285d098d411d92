// The mail outbox (table mail_outbox, decision 024): a mail is inserted in the transaction of the
// change that causes it; senders take due mails, deliver them and mark them sent, or push their
// next attempt back. Taking a mail moves its next attempt past the sender's deadline first, so
// that two senders (two instances) never hand the same mail over at once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface QueuedMail {
  tenantId: number;
  purpose: string;
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

export interface TakenMail extends QueuedMail {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
}

export async function enqueueMail(
  trx: Kysely<Database>,
  mail: QueuedMail,
  now: string,
): Promise<void> {
  await trx
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
    })
    .execute();
}

/**
 * Takes up to `limit` unsent mails due at `now`, of every tenant (a sender, like a sweep): each is
 * held until `heldUntil` (its next attempt, should this sender die) and counted as an attempt.
 */
export async function takeDueMails(
  db: Kysely<Database>,
  now: string,
  heldUntil: string,
  limit: number,
): Promise<TakenMail[]> {
  const due = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  const taken: TakenMail[] = [];
  for (const row of due) {
    const held = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: heldUntil, attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) continue;
    taken.push({
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
    });
  }
  return taken;
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
