// Support tickets (tickets): the customer's list and one ticket, the company's view of a ticket, and
// writing a ticket and its status. Every query scoped by tenant, and by customer wherever a
// customer asks.
import type { Language } from '@portal/contract/portal';
import type { StatusLang } from '@portal/contract/status-list';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface TicketRecord {
  id: number;
  customerId: number;
  installationId: number | null;
  orderId: number | null;
  offerId: number | null;
  typeId: number;
  typeName: string | null;
  statusId: number;
  statusText: string | null;
  final: boolean;
  problemTitle: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

function ticketRows(db: Kysely<Database>, tenantId: number, language: Language, lang: StatusLang) {
  return db
    .selectFrom('tickets as i')
    .leftJoin('ticket_type_labels as l', (join) =>
      join
        .onRef('l.tenant_id', '=', 'i.tenant_id')
        .onRef('l.ticket_type_id', '=', 'i.ticket_type_id')
        .on('l.lang', '=', language),
    )
    .leftJoin('status_list_items as s', (join) =>
      join
        .onRef('s.tenant_id', '=', 'i.tenant_id')
        .onRef('s.status_id', '=', 'i.status_id')
        .on('s.kind', '=', 'issues')
        .on('s.lang', '=', lang),
    )
    .select([
      'i.id',
      'i.customer_id',
      'i.installation_id',
      'i.order_id',
      'i.offer_id',
      'i.ticket_type_id',
      'l.label',
      'i.status_id',
      's.status_text',
      's.is_final',
      'i.problem_title',
      'i.description',
      'i.created_at',
      'i.updated_at',
    ])
    .where('i.tenant_id', '=', tenantId);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketRows>['executeTakeFirstOrThrow']>>;

function toTicket(row: TicketRow): TicketRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    installationId: row.installation_id,
    orderId: row.order_id,
    offerId: row.offer_id,
    typeId: row.ticket_type_id,
    typeName: row.label,
    statusId: row.status_id,
    statusText: row.status_text,
    final: row.is_final !== null && toBoolean(row.is_final),
    problemTitle: row.problem_title,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The customer's tickets, most recently changed first. */
export async function listTickets(
  db: Kysely<Database>,
  owner: CustomerOwner,
  language: Language,
  lang: StatusLang,
): Promise<TicketRecord[]> {
  const rows = await ticketRows(db, owner.tenantId, language, lang)
    .where('i.customer_id', '=', owner.customerId)
    .orderBy('i.updated_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(toTicket);
}

/** One ticket, only when it is the customer's. */
export async function findTicket(
  db: Kysely<Database>,
  owner: CustomerOwner,
  ticketId: number,
  language: Language,
  lang: StatusLang,
): Promise<TicketRecord | undefined> {
  const row = await ticketRows(db, owner.tenantId, language, lang)
    .where('i.customer_id', '=', owner.customerId)
    .where('i.id', '=', ticketId)
    .executeTakeFirst();
  return row ? toTicket(row) : undefined;
}

/** A ticket of the tenant, for the company's side (SupportDesk): whose it is and its status. */
export async function findTenantTicket(
  db: Kysely<Database>,
  tenantId: number,
  ticketId: number,
): Promise<{ id: number; customerId: number; statusId: number } | undefined> {
  const row = await db
    .selectFrom('tickets')
    .select(['id', 'customer_id', 'status_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row && { id: row.id, customerId: row.customer_id, statusId: row.status_id };
}

/** The installation an offer and/or an order of the customer belong to: null when neither is
 * given, undefined when one is not the customer's or the two name different installations. */
export async function findInstallationOfSale(
  db: Kysely<Database>,
  owner: CustomerOwner,
  sale: { offerId: number | null; orderId: number | null },
): Promise<number | null | undefined> {
  const found: number[] = [];
  for (const [table, id] of [
    ['offers', sale.offerId],
    ['orders', sale.orderId],
  ] as const) {
    if (id === null) continue;
    const row = await db
      .selectFrom(table)
      .select('installation_id')
      .where('tenant_id', '=', owner.tenantId)
      .where('customer_id', '=', owner.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    found.push(row.installation_id);
  }
  if (found.length === 0) return null;
  return found.every((id) => id === found[0]) ? found[0] : undefined;
}

export interface NewTicket {
  installationId: number | null;
  orderId: number | null;
  offerId: number | null;
  typeId: number;
  statusId: number;
  problemTitle: string;
  description: string;
  at: string;
}

export async function insertTicket(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  ticket: NewTicket,
): Promise<number> {
  const row = await trx
    .insertInto('tickets')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      installation_id: ticket.installationId,
      order_id: ticket.orderId,
      offer_id: ticket.offerId,
      ticket_type_id: ticket.typeId,
      status_id: ticket.statusId,
      problem_title: ticket.problemTitle,
      description: ticket.description,
      created_at: ticket.at,
      updated_at: ticket.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the ticket's status (closed_at with a final one) and its last change; false when the
 * ticket is gone or its status was no longer `from` (a concurrent change). */
export async function updateTicketStatus(
  trx: Kysely<Database>,
  tenantId: number,
  change: { ticketId: number; from: number; to: number; final: boolean; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('tickets')
    .set({
      status_id: change.to,
      updated_at: change.at,
      closed_at: change.final ? change.at : null,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', change.ticketId)
    .where('status_id', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the ticket's last change. */
export async function touchTicket(
  trx: Kysely<Database>,
  tenantId: number,
  ticketId: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('tickets')
    .set({ updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', ticketId)
    .execute();
}
