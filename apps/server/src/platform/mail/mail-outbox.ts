// Delivers the mail outbox (decision 024). A service queues its mail in the transaction of the
// change that causes it (enqueueMail), so a mail exists exactly when its change does; then it asks
// for that mail's delivery at once (deliver), and a timer delivers every due mail each minute. A
// mail the server refuses (or cannot be reached for) is tried again with a growing delay, 30 s
// after the first attempt, doubling up to an hour, until it is taken: nothing is lost. A sender
// that dies mid-way leaves its mails held for a few minutes, then another sender takes them; a
// mail can thus go twice in that rare case, never zero times (at least once, like SMTP itself).
// Each timer round also deletes the mails sent more than SENT_MAIL_RETENTION_MS ago: a sent mail
// holds an address and a link, and is kept only as long as its longest link lives (decision 030).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  deleteMailsSentBefore,
  markMailSent,
  postponeMail,
  type TakenMail,
  takeDueMail,
  takeDueMails,
} from './mail-outbox-repository.ts';
import { MAIL_PURPOSES, type Mailer, type MailPurpose } from './mailer.ts';

export interface MailOutbox {
  /** The public origin of a tenant's portal, for the links in its mail. */
  tenantOrigin(subdomain: string): string;
  /**
   * Delivers the one mail now, unless another sender has it or it is sent; a refused one waits
   * for its next attempt. What a request waits for: its own mail, never another's backlog.
   * Never throws.
   */
  deliver(mailId: number): Promise<void>;
  /** Delivers every due mail now, then deletes the mails whose retention is over (the timer's
   * round, and start-up). Never throws. */
  deliverDue(): Promise<void>;
  /** Delivers due mail every `pollMs` until stopped. */
  start(): void;
  stop(): Promise<void>;
}

export interface MailOutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3_600_000;
/** How long a taken mail is held for its sender: longer than any SMTP conversation. */
const HOLD_MS = 5 * 60_000;
const POLL_MS = 60_000;
const BATCH = 50;
/** How long a sent mail is kept: as long as an invitation link lives (7 days), so that "did my
 * invitation go out?" can be answered while the link works; then it only holds personal data. */
export const SENT_MAIL_RETENTION_MS = 7 * 24 * 3_600_000;

/** The delay before attempt `attempts + 1`: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

function isMailPurpose(purpose: string): purpose is MailPurpose {
  return MAIL_PURPOSES.some((known) => known === purpose);
}

export function createMailOutbox(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: () => Date;
  log: MailOutboxLog;
}): MailOutbox {
  const { db, mailer, clock, log } = deps;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function send(mail: TakenMail): Promise<void> {
    try {
      if (!isMailPurpose(mail.purpose)) throw new Error(`unknown mail purpose ${mail.purpose}`);
      await mailer.send({ ...mail, purpose: mail.purpose });
      await markMailSent(db, mail.id, clock().toISOString());
    } catch (error) {
      const at = new Date(clock().getTime() + retryDelayMs(mail.attempts)).toISOString();
      // The server's answer only (e.g. "451 try again later"): never the message or its link.
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await postponeMail(db, mail.id, { at, error: reason });
      log.warn(
        {
          mailId: mail.id,
          attempts: mail.attempts,
          retryAt: at,
          reason,
          ...(mail.requestId && { requestId: mail.requestId }),
        },
        'mail refused',
      );
    }
  }

  const taking = () => {
    const now = clock();
    return { now: now.toISOString(), heldUntil: new Date(now.getTime() + HOLD_MS).toISOString() };
  };

  async function deliverAll(): Promise<void> {
    for (;;) {
      const taken = await takeDueMails(db, taking(), BATCH);
      for (const mail of taken) await send(mail);
      if (taken.length < BATCH) return;
    }
  }

  async function deliverOne(mailId: number): Promise<void> {
    try {
      const mail = await takeDueMail(db, mailId, taking());
      if (mail) await send(mail);
    } catch (error) {
      log.warn({ err: error, mailId }, 'delivering a mail failed');
    }
  }

  async function purgeSent(): Promise<void> {
    const before = new Date(clock().getTime() - SENT_MAIL_RETENTION_MS).toISOString();
    const purged = await deleteMailsSentBefore(db, before);
    if (purged > 0) log.info({ purged }, 'sent mails past their retention deleted');
  }

  // One delivery round at a time per process; a call during a round waits for the next round.
  const deliverDue = () => {
    running = running.then(async () => {
      await deliverAll().catch((error: unknown) => {
        log.warn({ err: error }, 'delivering the mail outbox failed');
      });
      await purgeSent().catch((error: unknown) => {
        log.warn({ err: error }, 'deleting sent mails failed');
      });
    });
    return running;
  };

  return {
    tenantOrigin: (subdomain) => mailer.tenantOrigin(subdomain),
    deliver: deliverOne,
    deliverDue,
    start() {
      timer ??= setInterval(() => void deliverDue(), POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
