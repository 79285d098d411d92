// Tells the company of a new ticket or a customer's message: one mail to the
// tenant's support address, queued in the mail outbox in the transaction of the change
// (decision 024), with the thread as it stands after the change. A tenant without a support
// address queues nothing (decision 034: migration 0012 fills it from the contact address).

import { STATUS_LANG } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import type { CustomerRecord } from '../../platform/scope/customer-record.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { renderSupportMail, type SupportMailInput } from './support-mail-template.ts';
import { listTicketFiles } from './ticket-file-repository.ts';
import { listMessages } from './ticket-message-repository.ts';
import { findTicket } from './ticket-repository.ts';
import { findSupportEmail } from './ticket-settings-repository.ts';

export interface SupportMailEvent {
  kind: SupportMailInput['kind'];
  tenant: TenantRecord;
  customer: CustomerRecord;
  ticketId: number;
  at: Date;
}

/** Queues the mail in `trx`; its id, to deliver after the commit, or undefined when the tenant
 * has no support address. */
export async function queueSupportMail(
  trx: Kysely<Database>,
  outbox: Pick<MailOutbox, 'tenantOrigin'>,
  event: SupportMailEvent,
): Promise<number | undefined> {
  const { tenant, customer } = event;
  const to = await findSupportEmail(trx, tenant.id);
  if (to === null) return undefined;
  const owner = { tenantId: tenant.id, customerId: customer.id };
  const language = tenant.defaultLanguage;
  const ticket = await findTicket(trx, owner, event.ticketId, language, STATUS_LANG[language]);
  if (!ticket) return undefined;
  const [messages, files] = await Promise.all([
    listMessages(trx, tenant.id, ticket.id),
    listTicketFiles(trx, owner, [ticket.id]),
  ]);
  const customerName = `${customer.firstName} ${customer.name}`.trim();
  const photosOf = (messageId: number | null) =>
    files.filter((file) => file.messageId === messageId).map((file) => file.name);
  const installation = [
    ticket.offerId === null ? '' : `offer ${ticket.offerId}`,
    ticket.orderId === null ? '' : `order ${ticket.orderId}`,
  ]
    .filter(Boolean)
    .join(', ');
  const ticketLink = new URL(`/support/${ticket.id}`, `${outbox.tenantOrigin(tenant.subdomain)}/`)
    .href;
  const rendered = renderSupportMail({
    kind: event.kind,
    tenantName: tenant.name,
    primaryColour: tenant.portalConfig.colors.primary,
    language,
    ticket: {
      id: ticket.id,
      title: ticket.problemTitle,
      type: ticket.typeName ?? String(ticket.typeId),
      installation: installation || null,
    },
    customer: { name: customerName, email: customer.email, phone: customer.phone },
    thread: [
      {
        author: 'customer',
        name: customerName,
        at: ticket.createdAt,
        text: ticket.description,
        photos: [],
      },
      ...messages.map((message) => ({
        author: message.author === 'customer' ? ('customer' as const) : ('company' as const),
        name: message.author === 'customer' ? customerName : (message.authorName ?? tenant.name),
        at: message.createdAt,
        text: message.body,
        photos: photosOf(message.id),
      })),
    ],
    ticketLink,
  });
  const purpose = event.kind === 'new-ticket' ? 'support-ticket' : 'support-message';
  return enqueueMail(
    trx,
    { tenantId: tenant.id, purpose, to, fromName: tenant.name, ...rendered, link: ticketLink },
    event.at.toISOString(),
  );
}
