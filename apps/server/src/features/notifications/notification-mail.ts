// Renders the notification mails (decision 096): one notification, or the day's digest, in the
// customer's language with the notification's own words (the push's title and body, tenant
// overrides included), a link to it in the portal, and the unsubscribe link of its kind. A plain
// text part and a simple HTML part, like the account mails.
import type { NotificationKind } from '@portal/contract/notification-preferences';
import type { Language } from '@portal/contract/portal';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { RenderedMail } from '../../platform/mail/account-mail-template.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { pushMessage } from '../push/index.ts';
import { notificationMailWords } from './notification-mail-texts.ts';

export interface MailedNotification {
  id: number;
  key: string;
  action: string | null;
  params: Record<string, unknown>;
}

export interface NotificationMailInput {
  tenant: TenantRecord;
  origin: string;
  language: Language;
  /** The unsubscribe page of the mail's kind (a single mail), or of the account page (digest). */
  unsubscribeUrl: string;
}

interface Told {
  title: string;
  body: string;
  url: string;
}

function told(input: NotificationMailInput, notification: MailedNotification): Told | undefined {
  const message = pushMessage(notification, input.language, input.tenant.portalConfig);
  return (
    message && { title: message.title, body: message.body, url: `${input.origin}${message.url}` }
  );
}

function page(input: NotificationMailInput, title: string, inner: string): string {
  const { primary, secondary } = input.tenant.portalConfig.colors;
  const words = notificationMailWords[input.language];
  return `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f4;font-family:Arial,sans-serif;color:#1f2a1b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${primary}">
${inner}
<p style="font-size:12px;color:#555555">${escapeHtml(words.why)}<br><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${secondary}">${escapeHtml(words.unsubscribe)}</a></p>
<p style="font-size:14px;color:${secondary}">${escapeHtml(input.tenant.name)}</p>
</div>
</body>
</html>`;
}

function block(entry: Told, open: string, primary: string): string {
  return `<h2 style="font-size:18px">${escapeHtml(entry.title)}</h2>
<p style="font-size:16px;line-height:1.5">${escapeHtml(entry.body)}</p>
<p><a href="${escapeHtml(entry.url)}" style="color:${primary};font-weight:bold">${escapeHtml(open)}</a></p>`;
}

/** One notification's mail, or undefined for a key this version has no words for. */
export function renderNotificationMail(
  input: NotificationMailInput,
  notification: MailedNotification,
): (RenderedMail & { link: string }) | undefined {
  const entry = told(input, notification);
  if (!entry) return undefined;
  const words = notificationMailWords[input.language];
  const text = [
    entry.title,
    '',
    entry.body,
    '',
    `${words.open}: ${entry.url}`,
    '',
    words.why,
    `${words.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    `— ${input.tenant.name}`,
  ].join('\n');
  const html = page(
    input,
    entry.title,
    block(entry, words.open, input.tenant.portalConfig.colors.primary),
  );
  return { subject: entry.title, text, html, link: entry.url };
}

/** The digest of several notifications, or undefined when none has words. */
export function renderDigestMail(
  input: NotificationMailInput,
  notifications: readonly MailedNotification[],
): (RenderedMail & { link: string }) | undefined {
  const entries = notifications.flatMap((notification) => told(input, notification) ?? []);
  if (entries.length === 0) return undefined;
  const words = notificationMailWords[input.language];
  const subject = words.digestSubject.replace('{count}', String(entries.length));
  const link = `${input.origin}/notifications`;
  const text = [
    words.digestIntro,
    '',
    ...entries.flatMap((entry) => [`* ${entry.title}`, `  ${entry.body}`, `  ${entry.url}`, '']),
    `${words.open}: ${link}`,
    '',
    words.why,
    `${words.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    `— ${input.tenant.name}`,
  ].join('\n');
  const primary = input.tenant.portalConfig.colors.primary;
  const inner = [
    `<p style="font-size:16px">${escapeHtml(words.digestIntro)}</p>`,
    ...entries.map((entry) => block(entry, words.open, primary)),
  ].join('\n');
  return { subject, text, html: page(input, subject, inner), link };
}

/** The kinds' words, for the unsubscribe page. */
export function kindWords(language: Language, kind: NotificationKind): string {
  return notificationMailWords[language].kinds[kind];
}
