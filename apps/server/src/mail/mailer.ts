// Outgoing mail through nodemailer: an SMTP server when SMTP_URL is set, otherwise every message is
// written as an .eml file under {DATA_DIR}/outbox (open it with any mail client) and its link is
// logged, so the embedded default needs no mail server.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';

export type MailPurpose = 'invitation' | 'password-reset';

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
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
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
      };
      if (smtp) {
        await smtp.sendMail(message);
        log.info({ to: mail.to, purpose: mail.purpose }, 'mail sent');
        return;
      }
      const info = await stream.sendMail(message);
      const file = join(outbox, outboxFileName(mail, new Date()));
      await mkdir(outbox, { recursive: true });
      await writeFile(file, info.message);
      log.info(
        { to: mail.to, purpose: mail.purpose, link: mail.link, file },
        'mail written to outbox',
      );
    },
  };
}
