// Turns the notification mail queue into mails (decision 096). Every minute, on every instance,
// the notifications owed a mail of their own: each is claimed by deleting its queue entry in the
// transaction that queues its mail, so only one instance mails it. Once a day, on one instance
// (a lease), the digests: one mail per customer and Brussels day with what accumulated; the day's
// unique row in notification_digests and the claimed entries keep it to one even when two
// instances run at once. Every mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
import { supportedLanguageOf } from '@portal/contract/language-tag';
import { notificationKindOf } from '@portal/contract/notification-preferences';
import { isNotificationKey } from '@portal/contract/notifications';
import type { Language } from '@portal/contract/portal';
import { brusselsWallClock } from '@portal/domain/brussels-time';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';
import { findTenantBySubdomain } from '../../platform/tenancy/tenant-repository.ts';
import {
  claimEntries,
  findMailRecipient,
  listDigestCustomers,
  listDigestEntries,
  listSingleEntries,
  type QueuedNotification,
  recordDigest,
} from './mail-queue-repository.ts';
import { renderDigestMail, renderNotificationMail } from './notification-mail.ts';
import {
  loadUnsubscribeSecret,
  signUnsubscribe,
  type UnsubscribeTarget,
} from './unsubscribe-token.ts';

export interface NotificationMails {
  /** Mails the queued notifications that want a mail of their own; how many mails. */
  sendSingles(): Promise<number>;
  /** Mails each customer's digest of what was queued before now; how many mails. */
  sendDigests(): Promise<number>;
}

const BATCH = 100;

/** The path of the one-click unsubscribe, which a GET shows and a POST applies. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

function paramsOf(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? { ...parsed }
    : {};
}

function brusselsDay(at: Date): string {
  const wall = brusselsWallClock(at);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export function createNotificationMails(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  outbox: Pick<MailOutbox, 'tenantOrigin' | 'deliver'>;
}): NotificationMails {
  const { db, clock, outbox } = deps;

  /** What every mail to the customer needs, or undefined when the customer or tenant is gone. */
  async function context(trx: Kysely<Database>, owner: CustomerOwner) {
    const recipient = await findMailRecipient(trx, owner);
    const tenant = recipient && (await findTenantBySubdomain(trx, recipient.subdomain));
    if (!recipient || !tenant) return undefined;
    const language: Language = supportedLanguageOf(recipient.language) ?? tenant.defaultLanguage;
    const origin = outbox.tenantOrigin(tenant.subdomain);
    const secret = await loadUnsubscribeSecret(trx, clock());
    const unsubscribe = (kind: UnsubscribeTarget) => {
      const token = signUnsubscribe(secret, owner.tenantId, { customerId: owner.customerId, kind });
      return `${origin}${UNSUBSCRIBE_PATH}?token=${token}`;
    };
    return { recipient, tenant, language, origin, unsubscribe };
  }

  const notificationOf = (entry: QueuedNotification) => ({
    id: entry.notificationId,
    key: entry.key,
    action: entry.action,
    params: paramsOf(entry.params),
  });

  async function sendSingle(entry: QueuedNotification): Promise<number | undefined> {
    const owner = { tenantId: entry.tenantId, customerId: entry.customerId };
    return db.transaction().execute(async (trx) => {
      if ((await claimEntries(trx, [entry.entryId])) !== 1) return undefined;
      const kind = isNotificationKey(entry.key) ? notificationKindOf(entry.key) : undefined;
      const mail = await context(trx, owner);
      if (!kind || !mail) return undefined;
      const unsubscribeUrl = mail.unsubscribe(kind);
      const rendered = renderNotificationMail(
        { tenant: mail.tenant, origin: mail.origin, language: mail.language, unsubscribeUrl },
        notificationOf(entry),
      );
      if (!rendered) return undefined;
      const now = clock().toISOString();
      return enqueueMail(
        trx,
        {
          tenantId: owner.tenantId,
          purpose: 'notification',
          to: mail.recipient.email,
          fromName: mail.tenant.name,
          ...rendered,
          listUnsubscribe: `<${unsubscribeUrl}>`,
        },
        now,
      );
    });
  }

  async function sendDigest(owner: CustomerOwner, before: string): Promise<number | undefined> {
    const now = clock();
    return db
      .transaction()
      .execute(async (trx) => {
        const entries = await listDigestEntries(trx, owner, before);
        if (entries.length === 0) return undefined;
        if (
          !(await recordDigest(trx, owner, {
            day: brusselsDay(now),
            entries: entries.length,
            at: now,
          }))
        ) {
          return undefined;
        }
        const ids = entries.map((entry) => entry.entryId);
        // Another sender claimed some meanwhile: give the day back to it, whole.
        if ((await claimEntries(trx, ids)) !== ids.length) throw new DigestTaken();
        const mail = await context(trx, owner);
        if (!mail) return undefined;
        const unsubscribeUrl = mail.unsubscribe('all');
        const rendered = renderDigestMail(
          { tenant: mail.tenant, origin: mail.origin, language: mail.language, unsubscribeUrl },
          entries.map(notificationOf),
        );
        if (!rendered) return undefined;
        return enqueueMail(
          trx,
          {
            tenantId: owner.tenantId,
            purpose: 'notification-digest',
            to: mail.recipient.email,
            fromName: mail.tenant.name,
            ...rendered,
            listUnsubscribe: `<${unsubscribeUrl}>`,
          },
          now.toISOString(),
        );
      })
      .catch((error: unknown) => {
        if (error instanceof DigestTaken) return undefined;
        throw error;
      });
  }

  return {
    async sendSingles() {
      let sent = 0;
      for (;;) {
        const entries = await listSingleEntries(db, BATCH);
        for (const entry of entries) {
          const mailId = await sendSingle(entry);
          if (mailId !== undefined) {
            sent += 1;
            await outbox.deliver(mailId);
          }
        }
        if (entries.length < BATCH) return sent;
      }
    },
    async sendDigests() {
      const before = clock().toISOString();
      let sent = 0;
      const customers = await listDigestCustomers(db, before, 10_000);
      for (const owner of customers) {
        const mailId = await sendDigest(owner, before);
        if (mailId !== undefined) {
          sent += 1;
          await outbox.deliver(mailId);
        }
      }
      return sent;
    },
  };
}

class DigestTaken extends Error {}
