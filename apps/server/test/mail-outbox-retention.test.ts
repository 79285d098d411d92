// Decision 030: a sent mail is kept 7 days (SENT_MAIL_RETENTION_MS), then the outbox timer's round
// deletes it, of every tenant; a mail sent more recently, and a mail not sent yet however old
// (it is still owed), stay. On both databases, through the outbox's own timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailOutbox, SENT_MAIL_RETENTION_MS } from '../src/platform/mail/mail-outbox.ts';
import { enqueueMail } from '../src/platform/mail/mail-outbox-repository.ts';
import { type TestDatabase, testDialects } from './databases.ts';
import { createDemoDatabase, seededAt, tenantId } from './demo-database.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = new Date(seededAt.getTime() + 30 * DAY);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe.each(testDialects())('sent mail retention on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createDemoDatabase(dialect);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.drop();
  });

  /** A mail queued `queuedAgo` ms ago, sent `sentAgo` ms ago (or not), not due again yet. */
  async function mail(subdomain: string, subject: string, queuedAgo: number, sentAgo?: number) {
    const { db } = database.handle;
    const id = await enqueueMail(
      db,
      {
        tenantId: await tenantId(db, subdomain),
        purpose: 'invitation',
        to: 'someone@example.be',
        fromName: subdomain,
        subject,
        text: 'Welcome',
        html: '<p>Welcome</p>',
        link: 'https://demo.example/confirmregistration?token=x',
      },
      ago(queuedAgo),
    );
    await db
      .updateTable('mail_outbox')
      .set({
        sent_at: sentAgo === undefined ? null : ago(sentAgo),
        next_attempt_at: new Date(now.getTime() + 60 * MINUTE).toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }
  const subjects = async () =>
    (
      await database.handle.db
        .selectFrom('mail_outbox')
        .select('subject')
        .orderBy('subject')
        .execute()
    ).map((row) => row.subject);

  it('deletes mails sent more than 7 days ago in the timer round, and keeps newer and unsent ones', async () => {
    expect(SENT_MAIL_RETENTION_MS).toBe(7 * DAY);
    await mail('demo', 'a sent just past the retention', 8 * DAY, 7 * DAY + MINUTE);
    await mail('helios', 'b sent long ago, other tenant', 40 * DAY, 39 * DAY);
    await mail('demo', 'c sent just within the retention', 7 * DAY, 7 * DAY - MINUTE);
    await mail('demo', 'd never sent, still owed', 20 * DAY);
    const handed: string[] = [];
    const outbox = createMailOutbox({
      db: database.handle.db,
      mailer: {
        send: async (sent) => {
          handed.push(sent.subject);
        },
        tenantOrigin: (subdomain) => `https://${subdomain}.example`,
      },
      clock: () => now,
      log: { info: () => undefined, warn: () => undefined },
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    outbox.start();
    expect(await subjects()).toHaveLength(4);

    vi.advanceTimersByTime(MINUTE);
    await outbox.stop();
    expect(await subjects()).toEqual([
      'c sent just within the retention',
      'd never sent, still owed',
    ]);
    expect(handed).toEqual([]);
  });
});
