// Outgoing mail through nodemailer: an SMTP server when SMTP_URL is set, otherwise every message is
// written as an .eml file under {DATA_DIR}/outbox (open it with any mail client) and its link is
// logged, so the embedded default needs no mail server. This is the delivery only: services queue
// mail in the database outbox with their change, and platform/mail/mail-outbox.ts hands it over
// here.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/config.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';

/** The mails to a customer about their account. */
export const ACCOUNT_MAIL_PURPOSES = ['invitation', 'password-reset'] as const;
export type AccountMailPurpose = (typeof ACCOUNT_MAIL_PURPOSES)[number];

/** The mails that tell a customer of a notification, which the customer may turn off by kind
 * (decision 096); every other mail is required and goes whatever the customer chose. */
export const NOTIFICATION_MAIL_PURPOSES = ['notification', 'notification-digest'] as const;

/** Every mail: the account mails, and to the tenant's support address a new ticket or a
 * customer's message on one (decision 034); to its sales address a referred friend (decision 043);
 * the notification mails. */
export const MAIL_PURPOSES = [
  ...ACCOUNT_MAIL_PURPOSES,
  'support-ticket',
  'support-message',
  'referral-lead',
  'earnings-paid',
  // The customer's own data (decisions 097 and 098).
  'data-export-ready',
  'erasure-confirm',
  'account-erased',
  ...NOTIFICATION_MAIL_PURPOSES,
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

export interface OutgoingMail {
  purpose: MailPurpose;
  to: string;
  /** Display name of the sender (the tenant). */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside, logged when mail goes to the outbox. */
  link: string;
  /** A notification mail's List-Unsubscribe value (RFC 2369), sent with List-Unsubscribe-Post
   * (RFC 8058) so that a mail client unsubscribes in one click. */
  listUnsubscribe?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** The public origin of a tenant's portal, for the links and images in its mail. */
  tenantOrigin(subdomain: string): string;
}

export interface MailLog {
  info(details: object, message: string): void;
}

type MailConfig = Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'tenantOriginTemplate'>;

/** `2026-11-21T09-00-00-000Z-invitation-jan.peeters@example.be.eml`: sortable, readable. */
export function outboxFileName(mail: OutgoingMail, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const to = mail.to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  return `${stamp}-${mail.purpose}-${to}.eml`;
}

export function createMailer(config: MailConfig, log: MailLog): Mailer {
  // Bounded waits: a mail server that does not answer fails the attempt, and the outbox tries
  // again later (platform/mail/mail-outbox.ts), instead of holding a sender for minutes.
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'lf' });
  const outbox = join(config.dataDir, 'outbox');

  return {
    tenantOrigin: (subdomain) => tenantOrigin(config, subdomain),
    async send(mail) {
      const message = {
        from: { name: mail.fromName, address: config.mailFrom },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.listUnsubscribe && {
          headers: {
            'List-Unsubscribe': mail.listUnsubscribe,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      };
      if (smtp) {
        await smtp.sendMail(message);
        // The purpose only: no log line carries an address (decision 098).
        log.info({ purpose: mail.purpose }, 'mail sent');
        return;
      }
      const info = await stream.sendMail(message);
      const file = join(outbox, outboxFileName(mail, new Date()));
      await mkdir(outbox, { recursive: true });
      await writeFile(file, info.message);
      // The folder, not the file, whose name holds the address: no log line carries an address
      // (decision 098), which an erased account could never take back.
      log.info(
        { purpose: mail.purpose, link: mail.link, folder: outbox },
        'mail written to outbox',
      );
    },
  };
}
