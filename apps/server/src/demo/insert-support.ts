// A customer's support tickets with their messages, and repairs. The company's replies go through
// the support desk (features/support/support-desk.ts), as the installer API's will: each is a
// message and a notification to the customer, written in the seed's transaction. The customer has
// read every message but the last one of a ticket waiting for their reply ("you have a message"),
// and the notifications of the replies read are marked seen too.
import { TicketStatusId } from '@portal/domain/status-ids';
import { createSupportDesk } from '../features/support/index.ts';
import { installationOf } from './customer-lookup.ts';
import type { CustomerScenario } from './scenario-types.ts';
import type { SeededCustomer, TenantSeed } from './seed-context.ts';

export async function insertSupport(
  seed: TenantSeed,
  customer: SeededCustomer,
  scenario: CustomerScenario,
): Promise<void> {
  const { db, tenantId, clock } = seed;
  const desk = createSupportDesk({ db, clock: () => new Date(clock.now) });
  for (const ticket of scenario.tickets ?? []) {
    const installation = ticket.installation ? installationOf(customer, ticket.installation) : null;
    const typeId = seed.ticketTypeIds[ticket.type];
    if (typeId === undefined) throw new Error(`Unknown ticket type ${ticket.type}`);
    const lastDay = ticket.messages.at(-1)?.day ?? ticket.day;
    const awaitsCustomer = ticket.status === TicketStatusId.WaitingForReply;
    const row = await db
      .insertInto('tickets')
      .values({
        tenant_id: tenantId,
        customer_id: customer.id,
        installation_id: installation?.id ?? null,
        order_id: installation?.orderId ?? null,
        offer_id: installation?.offerId ?? null,
        ticket_type_id: typeId,
        status_id: ticket.status,
        problem_title: ticket.title,
        description: ticket.description,
        created_at: clock.at(ticket.day, 9, 30),
        updated_at: clock.at(lastDay, 11),
        closed_at: ticket.status === TicketStatusId.Done ? clock.at(lastDay, 11) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const message of ticket.messages) {
      const at = clock.at(message.day, 11);
      const unread = awaitsCustomer && message.day === lastDay;
      const seenAt = unread ? null : clock.at(message.day, 16);
      if (message.author === 'installer') {
        const reply = { ticketId: row.id, message: message.body, statusId: ticket.status };
        const { messageId } = await desk.reply(tenantId, { ...reply, at: new Date(at) });
        if (seenAt !== null) await markReplyRead(seed, customer.id, messageId, seenAt);
        continue;
      }
      await db
        .insertInto('ticket_messages')
        .values({
          tenant_id: tenantId,
          ticket_id: row.id,
          author: message.author,
          author_name: null,
          body: message.body,
          created_at: at,
          seen_at: seenAt,
        })
        .execute();
    }
  }
  for (const repair of scenario.repairs ?? []) {
    const installation = installationOf(customer, repair.installation);
    await db
      .insertInto('repairs')
      .values({
        tenant_id: tenantId,
        customer_id: customer.id,
        installation_id: installation.id,
        delivery_id: installation.deliveryId,
        invoice_id: installation.invoiceId,
        status_id: repair.status,
        description: repair.description,
        reported_at: clock.at(repair.day),
        planned_date: repair.plannedDay === undefined ? null : clock.at(repair.plannedDay, 8),
        resolved_at: repair.resolvedDay === undefined ? null : clock.at(repair.resolvedDay, 15),
        technician_report: repair.technicianReport ?? null,
        created_at: clock.at(repair.day),
        updated_at: clock.at(repair.resolvedDay ?? repair.plannedDay ?? repair.day),
      })
      .execute();
  }
}

/** The customer read the company's reply: the message and the notification it brought. */
async function markReplyRead(
  seed: TenantSeed,
  customerId: number,
  messageId: number,
  seenAt: string,
): Promise<void> {
  const { db, tenantId } = seed;
  const message = await db
    .updateTable('ticket_messages')
    .set({ seen_at: seenAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', messageId)
    .returning('created_at')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('notifications')
    .set({ seen_at: seenAt })
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('notification_key', '=', 'supportReply')
    .where('created_at', '=', message.created_at)
    .execute();
}
