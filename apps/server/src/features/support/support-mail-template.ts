// The mail the company gets for a new ticket or a customer's message on one, in the
// tenant's default language: who wrote, about which installation, the whole thread (newest
// first, with the photos each message brought) and links: the ticket in the portal, and a mail
// to the customer. Plain text and simple HTML, like the account mails.
import type { Language } from '@portal/contract/portal';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import type { RenderedMail } from '../../platform/mail/account-mail-template.ts';

export interface SupportMailInput {
  kind: 'new-ticket' | 'customer-message';
  tenantName: string;
  /** The tenant's primary colour, marking the customer's messages. */
  primaryColour: string;
  language: Language;
  ticket: { id: number; title: string; type: string; installation: string | null };
  customer: { name: string; email: string; phone: string | null };
  /** Every message of the thread, oldest first; the ticket's description is the first. */
  thread: readonly {
    author: 'customer' | 'company';
    name: string;
    at: string;
    text: string;
    photos: readonly string[];
  }[];
  ticketLink: string;
}

const words = {
  nl: {
    newTicket: 'Nieuw ticket #{id}: {title}',
    newMessage: 'Nieuw bericht op ticket #{id}: {title}',
    introTicket: '{name} opende een ticket in het klantenportaal.',
    introMessage: '{name} schreef een bericht op een ticket in het klantenportaal.',
    customer: 'Klant',
    type: 'Soort',
    installation: 'Installatie',
    none: 'geen',
    thread: 'Gesprek (nieuwste eerst)',
    photos: 'Foto’s',
    open: 'Ticket in het portaal',
    mailCustomer: 'Mail de klant',
    reply: 'Antwoorden en de status wijzigen gaat via de installateurs-API van het portaal.',
  },
  fr: {
    newTicket: 'Nouveau ticket n° {id} : {title}',
    newMessage: 'Nouveau message sur le ticket n° {id} : {title}',
    introTicket: '{name} a ouvert un ticket sur le portail client.',
    introMessage: '{name} a écrit un message sur un ticket du portail client.',
    customer: 'Client',
    type: 'Type',
    installation: 'Installation',
    none: 'aucune',
    thread: 'Conversation (la plus récente d’abord)',
    photos: 'Photos',
    open: 'Le ticket sur le portail',
    mailCustomer: 'Écrire au client',
    reply: 'Les réponses et changements de statut passent par l’API installateur du portail.',
  },
  en: {
    newTicket: 'New ticket #{id}: {title}',
    newMessage: 'New message on ticket #{id}: {title}',
    introTicket: '{name} opened a ticket in the customer portal.',
    introMessage: '{name} wrote a message on a ticket in the customer portal.',
    customer: 'Customer',
    type: 'Type',
    installation: 'Installation',
    none: 'none',
    thread: 'Thread (newest first)',
    photos: 'Photos',
    open: 'The ticket in the portal',
    mailCustomer: 'Mail the customer',
    reply: 'Replies and status changes go through the portal’s installer API.',
  },
} as const satisfies Record<Language, Record<string, string>>;

function fill(text: string, values: Record<string, string | number | null>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function renderSupportMail(input: SupportMailInput): RenderedMail {
  const w = words[input.language];
  const { ticket, customer } = input;
  const subject = fill(input.kind === 'new-ticket' ? w.newTicket : w.newMessage, ticket);
  const intro = fill(input.kind === 'new-ticket' ? w.introTicket : w.introMessage, customer);
  const locale = formatLocaleFor(input.language);
  const newestFirst = [...input.thread].reverse();
  const contact = [customer.name, customer.email, customer.phone].filter(Boolean).join(' · ');
  const mailto = `mailto:${customer.email}?subject=${encodeURIComponent(subject)}`;
  const facts: [string, string][] = [
    [w.customer, contact],
    [w.type, ticket.type],
    [w.installation, ticket.installation ?? w.none],
  ];
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${w.thread}:`,
    ...newestFirst.flatMap((message) => [
      '',
      `— ${message.name}, ${formatDate(message.at, locale)}`,
      message.text,
      ...(message.photos.length > 0 ? [`${w.photos}: ${message.photos.join(', ')}`] : []),
    ]),
    '',
    `${w.open}: ${input.ticketLink}`,
    `${w.mailCustomer}: ${customer.email}`,
    '',
    w.reply,
    `— ${input.tenantName}`,
  ].join('\n');
  const e = escapeHtml;
  const paragraphs = (value: string) => e(value).replaceAll('\n', '<br>');
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f4;font-family:Arial,sans-serif;color:#1f2a1b">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
<h1 style="font-size:18px;margin:0 0 12px">${e(subject)}</h1>
<p style="font-size:15px">${e(intro)}</p>
<p style="font-size:14px;line-height:1.6">${facts.map(([label, value]) => `<strong>${e(label)}:</strong> ${e(value)}`).join('<br>')}</p>
<h2 style="font-size:15px;margin:20px 0 8px">${e(w.thread)}</h2>
${newestFirst
  .map(
    (
      message,
    ) => `<div style="border-left:4px solid ${message.author === 'customer' ? e(input.primaryColour) : '#9e9e9e'};padding:4px 12px;margin:0 0 12px">
<p style="font-size:12px;color:#555555;margin:0 0 4px">${e(message.name)} · ${e(formatDate(message.at, locale))}</p>
<p style="font-size:14px;margin:0">${paragraphs(message.text)}</p>${message.photos.length > 0 ? `\n<p style="font-size:12px;color:#555555;margin:4px 0 0">${e(w.photos)}: ${e(message.photos.join(', '))}</p>` : ''}
</div>`,
  )
  .join('\n')}
<p style="font-size:14px"><a href="${e(input.ticketLink)}">${e(w.open)}</a> · <a href="${e(mailto)}">${e(w.mailCustomer)}</a></p>
<p style="font-size:12px;color:#777777">${e(w.reply)}</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}
