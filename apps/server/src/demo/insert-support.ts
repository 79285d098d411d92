// A customer's support tickets with their messages, and repairs. The company's replies go through
// the support desk (features/support/support-desk.ts), as the installer API's will: each is a
// message and a notification to the customer, written in the seed's transaction. The customer has
// read every message but the last one of a ticket waiting for their reply ("you have a message"),
// and the notifications of the replies read are marked seen too.
import { IssueStatusId } from '@portal/domain/status-ids';
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
  for (const issue of scenario.issues ?? []) {
    const installation = issue.installation ? installationOf(customer, issue.installation) : null;
    const typeId = seed.issueTypeIds[issue.type];
    if (typeId === undefined) throw new Error(`Unknown issue type ${issue.type}`);
    const lastDay = issue.messages.at(-1)?.day ?? issue.day;
    const awaitsCustomer = issue.status === IssueStatusId.WaitingForReply;
    const row = await db
      .insertInto('issues')
      .values({
        tenant_id: tenantId,
        customer_id: customer.id,
        installation_id: installation?.id ?? null,
        order_id: installation?.orderId ?? null,
        offer_id: installation?.offerId ?? null,
        issue_type_id: typeId,
        status_id: issue.status,
        problem_title: issue.title,
        description: issue.description,
        created_at: clock.at(issue.day, 9, 30),
        updated_at: clock.at(lastDay, 11),
        closed_at: issue.status === IssueStatusId.Done ? clock.at(lastDay, 11) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const message of issue.messages) {
      const at = clock.at(message.day, 11);
      const unread = awaitsCustomer && message.day === lastDay;
      const seenAt = unread ? null : clock.at(message.day, 16);
      if (message.author === 'installer') {
        const reply = { issueId: row.id, message: message.body, statusId: issue.status };
        const { messageId } = await desk.reply(tenantId, { ...reply, at: new Date(at) });
        if (seenAt !== null) await markReplyRead(seed, customer.id, messageId, seenAt);
        continue;
      }
      await db
        .insertInto('issue_messages')
        .values({
          tenant_id: tenantId,
          issue_id: row.id,
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
    .updateTable('issue_messages')
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
